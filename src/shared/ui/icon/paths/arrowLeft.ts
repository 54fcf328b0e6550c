import type { IconPath } from '../iconPath';

export const arrowLeftIcon = 'M19 12H5m6-6-6 6 6 6' as IconPath;
