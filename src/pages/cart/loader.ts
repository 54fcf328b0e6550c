import { yieldToMain, type RouteLoader } from '@/shared/lib';
import { cartQueryStarters, selectCartLines, type CartState } from '@/features/cart';
import { loadPackshotDrawer } from '@/features/catalog';

/**
 * The cart's products and prices, asked for as soon as the router starts instead of after the page
 * has hydrated (docs/performance.md). Never awaited: the page's frame arrives as HTML and shows its
 * placeholder until the answers are in; the cache keeps them for the cart's hooks. Each request is
 * signed and sent in a task of its own: with the router's start in the same task they made the
 * longest task of the cart's load (docs/performance.md, "Load tasks and the start"). Nothing at
 * build time: the prerendered cart belongs to no visitor.
 */
export const cartLoader: RouteLoader = (env) => async () => {
  if (env.target === 'prerender') return null;
  const lines = selectCartLines(env.store.getState() as { cart: CartState });
  // The lines are drawn in the browser (the prerendered cart is empty): their pictures' drawer
  // comes with their prices (docs/performance.md, "Packshots and art").
  if (lines.length > 0) loadPackshotDrawer().catch(() => undefined);
  for (const start of cartQueryStarters(env.store, lines, env.cityId())) {
    await yieldToMain();
    start().unsubscribe();
  }
  return null;
};
