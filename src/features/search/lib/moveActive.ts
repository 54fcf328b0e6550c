/**
 * The next highlighted option for the arrow keys (WAI-ARIA combobox pattern): Down from
 * nothing goes to the first, Up from nothing to the last, and both wrap around.
 */
export const moveActive = (active: number, count: number, direction: 1 | -1): number => {
  if (count === 0) return -1;
  if (active < 0) return direction === 1 ? 0 : count - 1;
  return (active + direction + count) % count;
};
