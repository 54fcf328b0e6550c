import type { RouteLoader } from '@/shared/lib';
import { selectCartLines, startCartQueries, type CartState } from '@/features/cart';

/**
 * The cart's products and prices, asked for as soon as the router starts instead of after the
 * page has hydrated (docs/performance.md). Never awaited: the page's frame arrives as HTML and
 * shows its placeholder until the answers are in; the cache keeps them for the cart's hooks.
 * Nothing at build time: the prerendered cart belongs to no visitor.
 */
export const cartLoader: RouteLoader = (env) => () => {
  if (env.target === 'prerender') return null;
  const lines = selectCartLines(env.store.getState() as { cart: CartState });
  for (const query of startCartQueries(env.store.dispatch, lines, env.cityId())) query.unsubscribe();
  return null;
};
