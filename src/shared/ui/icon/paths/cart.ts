import type { IconPath } from '../iconPath';

export const cartIcon = 'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.6L21 8H6.2M10 21h.01M17 21h.01' as IconPath;
