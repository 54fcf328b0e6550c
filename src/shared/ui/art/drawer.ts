import { codeOnDemand } from '@/shared/lib';

/**
 * The decorative pictures' drawer (art.ts) is a chunk of its own, `art`, loaded like the
 * packshots' (docs/performance.md, "Packshots and art"): with the first navigation, or
 * with the first picture rendered in the browser. Not in the packshots' chunk: the cart draws its
 * lines in the browser on its first load, and would then load the art with them.
 */
const art = codeOnDemand(() => import(/* webpackChunkName: "art" */ './art'));

export const loadArtDrawer = art.load;
export const useArtDrawer = art.useCode;
export type Art = typeof import('./art');
