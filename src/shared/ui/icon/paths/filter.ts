import type { IconPath } from '../iconPath';

export const filterIcon = 'M3 5h18l-7 8.5V20l-4-2v-4.5L3 5Z' as IconPath;
