import type { IconPath } from '../iconPath';

export const checkIcon = 'm5 12 5 5L20 7' as IconPath;
