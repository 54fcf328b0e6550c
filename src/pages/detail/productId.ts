/** `/detail/:id` takes a positive integer id of up to nine digits; anything else is not found. */
export const parseProductId = (raw: string | undefined): number | null =>
  raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
