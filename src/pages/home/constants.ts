/**
 * How many popular products the main page shows: two full rows of five on a desktop, a
 * swipeable strip on phones. The loader and the section ask with it, so they share one request.
 */
const POPULAR_PRODUCTS_SHOWN = 10;

/** GET /products for the popular strip: no prescription medicine is ever teased (docs/behaviour.md §15). */
export const popularArgs = (cityId: number) =>
  ({ city_id: cityId, sort: 'popular', rx: false, per_page: POPULAR_PRODUCTS_SHOWN }) as const;
