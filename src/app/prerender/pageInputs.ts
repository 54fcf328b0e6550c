import { createHash } from 'node:crypto';
import { SHOP_TIME_ZONE } from '@/shared/config';
import { dateIn } from '@/shared/lib';

/** What one page is made of, besides the code: its address, the day and the API's answers. */
export interface PageInputs {
  /** The bundle and the template the page is rendered with (scripts/prerender.mjs). */
  build: string;
  locale: string;
  path: string;
  renderedAt: Date;
  status: number;
  answers: Record<string, unknown>;
}

/**
 * A digest of a page's inputs. The same digest as the last build's, with the page's file still
 * there, means the same bytes but the render time, so the page is not rendered again
 * (docs/decisions.md, "Incremental prerender"). The day counts (the offers' `priceValidUntil`);
 * the hour does not: a kept page keeps the render time its markup was made at, so hydration
 * agrees with it and the app shows the hour's state (an "open now") once it runs.
 */
export const pageInputsDigest = ({ build, locale, path, renderedAt, status, answers }: PageInputs): string => {
  // In the order of their URLs: the page's loaders ask at once and answer in any order.
  const byUrl = Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([build, locale, path, dateIn(SHOP_TIME_ZONE, renderedAt), status, byUrl]))
    .digest('base64url');
};
