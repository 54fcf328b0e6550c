import type { IconPath } from '../iconPath';

export const instagramIcon =
  'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 15a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm5.5-10.5h.01' as IconPath;
