import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useIntl } from 'react-intl';
import { documentTitle } from '@/shared/i18n';
import { findPrivateTitle, findTitleFromPage, findTitleId } from './routeHandle';
import type { PageViews } from './pageViews';

/**
 * What happens after every completed navigation: the title follows the route and the page
 * view is counted (dialogs: closeDialogsOnNavigation). A navigation to the URL already shown is ignored
 * (docs/behaviour.md §2). Scrolling is React Router's `ScrollRestoration` (PageScrolling).
 */
export const NavigationEffects = ({ pageViews }: { pageViews: PageViews }) => {
  const location = useLocation();
  const matches = useMatches();
  const intl = useIntl();
  const lastUrl = useRef<string | null>(null);
  const url = `${location.pathname}${location.search}${location.hash}`;
  const titleId = findTitleId(matches);
  const awaitsTitle = findTitleFromPage(matches);
  const routeTitle = documentTitle(
    intl.formatMessage({ id: 'brand.name' }),
    titleId ? intl.formatMessage({ id: titleId }) : undefined,
  );
  const generalTitle = findPrivateTitle(matches) ? routeTitle : undefined;

  // Layout effect: runs before pages' effects, so a page may refine the title afterwards.
  useLayoutEffect(() => {
    document.title = routeTitle;
  }, [routeTitle, location.pathname]);

  useEffect(() => {
    if (lastUrl.current === url) return;
    lastUrl.current = url;
    // The path only: the query may hold a search term (docs/decisions.md, "Analytics and consent").
    pageViews.navigated(url, window.location.pathname, awaitsTitle, generalTitle);
  }, [url, awaitsTitle, generalTitle, pageViews]);

  return null;
};
