/**
 * How many popular products the main page shows: two full rows of five on a desktop, a
 * swipeable strip on phones. The loader and the section ask with it, so they share one request.
 */
export const POPULAR_PRODUCTS_SHOWN = 10;
