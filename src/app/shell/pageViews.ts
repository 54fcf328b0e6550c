/**
 * What a page view reports (docs/behaviour.md §2), and nothing of health: the path without its
 * query (a search term, filters), and for product pages the route's general title
 * (docs/decisions.md, "Analytics and consent").
 */
export interface PageView {
  path: string;
  title: string;
}

/** The path as analytics may see it: no query, no fragment. */
const pagePath = (path: string): string => path.replace(/[?#].*$/s, '');

/**
 * One page view per completed navigation, carrying the title the page ends up with. A route
 * whose page names itself (a product, a category, an article, a promotion) waits until the
 * page has done so; any other sends at once. Navigations to the address already
 * shown are ignored. A page left before it named itself is still counted, with the route's
 * title. Pure bookkeeping, so the order of React's effects does not matter: the page may
 * name itself before or after the shell learns of the navigation.
 */
export const createPageViews = (push: (view: PageView) => void, readTitle: () => string) => {
  let shown: string | null = null;
  let waiting: { address: string; path: string; routeTitle: string } | null = null;
  let titled: string | null = null;

  const send = (address: string, path: string) => {
    shown = address;
    waiting = null;
    push({ path, title: readTitle() });
  };

  return {
    /** `generalTitle`: the title to report instead of the page's own, sent at once. */
    navigated(address: string, rawPath: string, awaitsTitle: boolean, generalTitle?: string): void {
      if (address === shown || address === waiting?.address) return;
      const path = pagePath(rawPath);
      if (waiting) push({ path: waiting.path, title: waiting.routeTitle });
      if (generalTitle !== undefined) {
        shown = address;
        waiting = null;
        push({ path, title: generalTitle });
      } else if (!awaitsTitle || titled === address) send(address, path);
      else waiting = { address, path, routeTitle: readTitle() };
    },
    titled(address: string): void {
      titled = address;
      if (waiting?.address === address) send(address, waiting.path);
    },
  };
};

export type PageViews = ReturnType<typeof createPageViews>;
