import type { IconPath } from '../iconPath';

export const telegramIcon = 'm22 3-20 8 7 2.5M22 3l-4 18-9-7.5M22 3 9 13.5V20l3.5-4' as IconPath;
