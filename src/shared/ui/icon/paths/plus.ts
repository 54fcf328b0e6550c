import type { IconPath } from '../iconPath';

export const plusIcon = 'M12 5v14M5 12h14' as IconPath;
