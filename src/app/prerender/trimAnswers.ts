import { categoryTrail, type Category } from '@/features/catalog';
import type { PageFacts } from './pageData';

/** What `aptk-state` carries of a page's answers (docs/performance.md, "A real chain's catalogue"). */
interface TrimmedAnswers {
  answers: Record<string, unknown>;
  /** URLs whose answer the HTML brings only in part: the app asks for them again after hydration. */
  partial: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pathOf = (url: string): string => new URL(url, 'http://prerender.invalid').pathname;

/** A filter panel in the markup: a listing's facets are shown (ListingFilters' inputs). */
const FILTER_INPUT = /<input[^>]* name="(?:manufacturer|form)"/;

/**
 * Leaves out of a page's answers what the page does not show, so that pages stay small at a
 * real chain's size:
 * - a product page shows one branch of the category tree (its breadcrumbs): the tree's other
 *   categories stay out, and the answer is marked partial, so the app fetches the whole tree
 *   after hydration before any other page can use it;
 * - a page without a filter panel (the main page's strip) shows no facets: a large catalogue's
 *   /products facets name hundreds of manufacturers. A /products answer from the HTML is asked
 *   again after hydration anyway (docs/decisions.md, "Today's values"), with its facets.
 */
export const trimAnswers = (answers: Record<string, unknown>, facts: PageFacts, markup: string): TrimmedAnswers => {
  const trimmed: Record<string, unknown> = {};
  const partial: string[] = [];
  const showsFilters = FILTER_INPUT.test(markup);
  // In the order of their URLs, not of their arrival: a page's loaders ask at once and answer in
  // any order, and the same data must give the same bytes (docs/decisions.md, "Incremental prerender").
  const byUrl = Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [url, answer] of byUrl) {
    const path = pathOf(url);
    if (
      path.endsWith('/categories') &&
      facts.data.kind === 'product' &&
      isRecord(answer) &&
      Array.isArray(answer.list)
    ) {
      const branch = new Set(
        categoryTrail(facts.data.categories, facts.data.page.product.categorySlug).map(
          (category: Category) => category.slug,
        ),
      );
      trimmed[url] = {
        ...answer,
        list: answer.list.filter(
          (entry) => isRecord(entry) && typeof entry.slug === 'string' && branch.has(entry.slug),
        ),
      };
      partial.push(url);
    } else if (path.endsWith('/products') && !showsFilters && isRecord(answer) && 'facets' in answer) {
      const { facets: _facets, ...rest } = answer;
      trimmed[url] = rest;
    } else trimmed[url] = answer;
  }
  return { answers: trimmed, partial };
};
