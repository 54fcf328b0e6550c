import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useIntl } from 'react-intl';
import { closeDialog } from '@/shared/ui';
import { documentTitle } from '@/shared/i18n';
import { useAppDispatch } from '../hooks';
import { findTitleFromPage, findTitleId } from './routeHandle';
import type { PageViews } from './pageViews';

/**
 * What happens after every completed navigation: dialogs close, the title follows the
 * route and the page view is counted. A navigation to the URL already shown is ignored
 * (docs/behaviour.md §2). Scrolling is React Router's `ScrollRestoration` (PageScrolling).
 */
export const NavigationEffects = ({ pageViews }: { pageViews: PageViews }) => {
  const location = useLocation();
  const matches = useMatches();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const lastUrl = useRef<string | null>(null);
  const url = `${location.pathname}${location.search}${location.hash}`;
  const titleId = findTitleId(matches);
  const awaitsTitle = findTitleFromPage(matches);

  // Layout effect: runs before pages' effects, so a page may refine the title afterwards.
  useLayoutEffect(() => {
    document.title = documentTitle(
      intl.formatMessage({ id: 'brand.name' }),
      titleId ? intl.formatMessage({ id: titleId }) : undefined,
    );
  }, [titleId, location.pathname, intl]);

  useEffect(() => {
    if (lastUrl.current === url) return;
    lastUrl.current = url;
    dispatch(closeDialog());
    pageViews.navigated(url, `${window.location.pathname}${window.location.search}`, awaitsTitle);
  }, [url, awaitsTitle, dispatch, pageViews]);

  return null;
};
