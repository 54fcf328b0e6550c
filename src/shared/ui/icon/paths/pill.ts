import type { IconPath } from '../iconPath';

export const pillIcon = 'm10.5 20.5 10-10a5 5 0 0 0-7-7l-10 10a5 5 0 0 0 7 7ZM8.5 8.5l7 7' as IconPath;
