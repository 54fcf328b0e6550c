import type { IconPath } from '../iconPath';

export const searchIcon = 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm10 2-4.35-4.35' as IconPath;
