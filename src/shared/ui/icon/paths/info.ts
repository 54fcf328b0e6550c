import type { IconPath } from '../iconPath';

export const infoIcon = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-6v-4m0-4h.01' as IconPath;
