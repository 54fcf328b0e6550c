import type { IconPath } from '../iconPath';

export const minusIcon = 'M5 12h14' as IconPath;
