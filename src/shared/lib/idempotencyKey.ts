/**
 * One attempt's `idempotency_key` (docs/api.md, POST /orders): 32 hex digits from the browser's
 * random source (works on http origins too, unlike randomUUID).
 */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
