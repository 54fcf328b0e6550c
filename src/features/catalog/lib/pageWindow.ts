/**
 * Page numbers to show: the first, the last and the current one with a neighbour on each
 * side; a gap replaces what is left out ("1 … 4 5 6 … 42"). A gap never hides a single page.
 */
export const pageWindow = (page: number, pageCount: number): Array<number | 'gap'> => {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((value) => value >= 1 && value <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  let previous = 0;
  for (const value of sorted) {
    if (value - previous === 2) out.push(previous + 1);
    else if (value - previous > 2) out.push('gap');
    out.push(value);
    previous = value;
  }
  return out;
};
