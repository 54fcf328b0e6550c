import type { IconPath } from '../iconPath';

export const menuIcon = 'M4 6h16M4 12h16M4 18h16' as IconPath;
