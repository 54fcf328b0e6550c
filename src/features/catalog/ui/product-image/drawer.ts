import { codeOnDemand } from '@/shared/lib';

/**
 * The packshot drawer (packshot.ts, every pack) is not in the first load: a prerendered page's
 * pictures are already in its HTML, so hydrating them needs no drawing (docs/performance.md,
 * "Packshots and art"). It comes with the first navigation, the cart's loader, or the first
 * picture that has no HTML to stand on.
 */
const packshots = codeOnDemand(() => import(/* webpackChunkName: "packshots" */ './packshot'));

export const loadPackshotDrawer = packshots.load;
export const usePackshotDrawer = packshots.useCode;
