import type { IconPath } from '../iconPath';

export const clockIcon = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-16v6l4 2' as IconPath;
