import type { IconPath } from '../iconPath';

/** A prescription sheet with the Rx sign. */
export const prescriptionIcon =
  'M6 2h9l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2ZM14 2v6h6M8 11h3a2 2 0 0 1 0 4H8v-4Zm0 4v3m3-3 3 3' as IconPath;
