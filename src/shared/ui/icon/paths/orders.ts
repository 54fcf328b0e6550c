import type { IconPath } from '../iconPath';

export const ordersIcon = 'M9 5h10M9 12h10M9 19h10M5 5h.01M5 12h.01M5 19h.01' as IconPath;
