import type { IconPath } from '../iconPath';

export const chevronLeftIcon = 'm15 6-6 6 6 6' as IconPath;
