/** localStorage key of the cart (docs/behaviour.md §5). */
export const CART_STORAGE_KEY = 'aptkB';

/**
 * Upper bound of one line: a pickup reservation, not a wholesale order. It also keeps a
 * tampered stored value from asking the server for absurd quantities.
 */
export const MAX_LINE_QUANTITY = 99;

/** GET /products answers at most 60 cards per call, so the cart names at most 60 products. */
export const MAX_CART_LINES = 60;

/** Quantity taps within this window are priced once, when they settle. */
export const CART_PRICE_DEBOUNCE_MS = 400;
