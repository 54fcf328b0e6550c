import type { IconPath } from '../iconPath';

export const chevronRightIcon = 'm9 6 6 6-6 6' as IconPath;
