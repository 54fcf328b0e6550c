import { MAX_LINE_QUANTITY } from '../model/constants';

/**
 * The typed quantity: whole digits only, capped at MAX_LINE_QUANTITY; null for anything else
 * (`2.5`, `2,5`, `1e3`, `-1`, `0`). Characters are not dropped, so `2.5` never reads as 25.
 */
export const parseQuantity = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const typed = Number(trimmed);
  return typed >= 1 ? Math.min(typed, MAX_LINE_QUANTITY) : null;
};
