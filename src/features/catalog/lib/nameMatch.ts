/** A name folded for matching what a person types: lower case, no diacritics (č, ć, š, ž, đ → c, c, s, z, d). */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLocaleLowerCase('sr-Latn');

/**
 * Does `name` hold every word of `query`, in any order, ignoring case and diacritics? A filter
 * list of hundreds of manufacturers narrows as one types ("mor ph" finds "Morava Pharm").
 */
export const nameMatches = (name: string, query: string): boolean => {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const folded = fold(name);
  return words.every((word) => folded.includes(word));
};
