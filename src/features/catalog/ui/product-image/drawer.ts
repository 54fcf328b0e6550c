import { drawnOnDemand } from '@/shared/lib';

/**
 * The packshot drawer (packshot.ts and its packs, about 3.5 KB gzip) is a chunk of its own: a
 * prerendered page's pictures are already in its HTML, so hydrating them needs no drawing, and
 * the first load does without it (docs/performance.md, "Packshots drawn on demand"). It comes
 * with the first navigation, or with the first picture that has no HTML to stand on.
 */
const packshots = drawnOnDemand(() =>
  import(/* webpackChunkName: "packshots" */ './packshot').then((module) => module.drawPackshot),
);

export const loadPackshotDrawer = packshots.load;
export const usePackshotDrawer = packshots.useDrawer;
