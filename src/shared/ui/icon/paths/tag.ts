import type { IconPath } from '../iconPath';

export const tagIcon = 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8ZM7 7h.01' as IconPath;
