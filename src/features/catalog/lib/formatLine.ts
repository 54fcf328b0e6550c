/** Joins the non-empty parts of a descriptive line ("film tablete · 30 kom."). */
export const formatLine = (parts: ReadonlyArray<string | null | undefined>): string =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join(' · ');

interface Packed {
  name: string;
  form: string;
  dosage: string;
  pack: string;
}

/**
 * What tells two packs of one product apart wherever lines are listed ("film tablete · 30 kom."):
 * the form, the dosage unless the name already says it, and the pack.
 */
export const packLine = ({ name, form, dosage, pack }: Packed): string =>
  formatLine([form, dosage && name.includes(dosage) ? null : dosage, pack]);
