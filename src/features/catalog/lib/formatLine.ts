/** Joins the non-empty parts of a descriptive line ("film tablete · 30 kom."). */
export const formatLine = (parts: ReadonlyArray<string | null | undefined>): string =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join(' · ');
