import type { IconPath } from '../iconPath';

export const storeIcon = 'M3 9 4.5 4h15L21 9M3 9v11h18V9M3 9h18M9 20v-6h6v6' as IconPath;
