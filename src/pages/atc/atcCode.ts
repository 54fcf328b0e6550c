/** A therapeutic subgroup (level 2): the anatomical group's letter and two digits, "N02". */
export const isAtcSubgroup = (code: string): boolean => /^[A-Z]\d{2}$/.test(code);
