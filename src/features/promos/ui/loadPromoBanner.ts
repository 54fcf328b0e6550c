import { addPartMessages } from '@/shared/i18n';
import type { PromoBanner } from './PromoBanner';

type Banner = typeof PromoBanner;

const PART = 'promo-banner-part';

/**
 * The banner above one promotion's products (`/catalog?promo=<id>`) is a part of its own with its
 * messages (docs/performance.md, "Messages per route"): no prerendered page has a promotion, so
 * the catalogue's first load does without its code, dates and colours. The catalogue's loader
 * waits for it beside the promotions' answer (src/pages/catalog/loader.ts), so the page renders
 * with the banner at once: nothing shifts, and no render waits for it.
 */
let banner: Banner | null = null;
let loading: Promise<void> | undefined;

/** Loads the banner once; a failed load (offline) is tried again by the next promotion's loader. */
export const loadPromoBanner = (): Promise<void> =>
  (loading ??= Promise.all([
    import(/* webpackChunkName: "promo-banner-part" */ './PromoBanner'),
    addPartMessages(PART),
  ]).then(
    ([module]) => {
      banner = module.PromoBanner;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** The banner's component once the route's loader has brought it, else null (it could not come). */
export const promoBanner = (): Banner | null => banner;
