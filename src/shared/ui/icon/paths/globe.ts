import type { IconPath } from '../iconPath';

export const globeIcon =
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20Z' as IconPath;
