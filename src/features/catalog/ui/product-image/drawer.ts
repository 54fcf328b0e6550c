import { codeOnDemand } from '@/shared/lib';

/**
 * The packshot drawer (packshot.ts with the cartons, and the other packs, a chunk of their own) is
 * not in the first load: a prerendered page's pictures are already in its HTML, so hydrating them
 * needs no drawing (docs/performance.md, "Packshots and art"). It comes with the first navigation,
 * or with the first picture that has no HTML to stand on.
 */
const importDrawer = () => import(/* webpackChunkName: "packshots" */ './packshot');
const packshots = codeOnDemand(importDrawer);

/** The drawer and the other packs: a page of products may show any. */
export const loadPackshotDrawer = (): Promise<void> =>
  Promise.all([packshots.load(), importDrawer().then((drawer) => drawer.loadEveryPack())]).then(() => undefined);

/**
 * The drawer with the cartons only: the other packs come as a picture asks for them. For the
 * cart, whose few lines are mostly tablets and capsules.
 */
export const loadCartonDrawer = packshots.load;
export const usePackshotDrawer = packshots.useCode;
