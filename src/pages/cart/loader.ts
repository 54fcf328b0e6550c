import { settleQueries, type RouteLoader } from '@/shared/lib';
import { currentCartLines, startCartQueries, type CartState } from '@/features/cart';

/**
 * The cart's products and prices, asked for as soon as the router starts instead of after the
 * page has hydrated (docs/performance.md). Never awaited: the page's frame arrives as HTML and
 * shows its placeholder until the answers are in. Nothing at build time: the prerendered cart
 * belongs to no visitor.
 */
export const cartLoader: RouteLoader = (env) => async () => {
  if (env.target === 'prerender') return null;
  const lines = currentCartLines(env.store.getState() as { cart: CartState });
  await settleQueries({ ...env, awaitData: () => false }, startCartQueries(env.store.dispatch, lines, env.cityId()));
  return null;
};
