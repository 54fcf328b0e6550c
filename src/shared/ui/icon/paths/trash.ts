import type { IconPath } from '../iconPath';

export const trashIcon = 'M3 6h18M8 6V4h8v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6' as IconPath;
