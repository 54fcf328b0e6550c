import type { IconPath } from '../iconPath';

export const pinIcon =
  'M12 21s-7-5.7-7-11a7 7 0 1 1 14 0c0 5.3-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z' as IconPath;
