import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useIntl } from 'react-intl';
import { closeDialog } from '@/shared/ui';
import { documentTitle, useLocale } from '@/shared/i18n';
import { useAppDispatch } from '../hooks';
import { findTitleId } from './routeHandle';
import { pushPageView } from './pageView';
import { useScrollRule } from './useScrollRule';

/**
 * What happens after every completed navigation: dialogs close, the title follows the
 * route, the scroll rule applies and a page view goes to the tag manager. A navigation to
 * the URL already shown is ignored (spec section 9).
 */
export const NavigationEffects = () => {
  const location = useLocation();
  const matches = useMatches();
  const intl = useIntl();
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const lastUrl = useRef<string | null>(null);
  const url = `${location.pathname}${location.search}${location.hash}`;
  const titleId = findTitleId(matches);

  useScrollRule();

  // Layout effect: runs before pages' effects, so a page may refine the title afterwards.
  useLayoutEffect(() => {
    document.title = documentTitle(intl.formatMessage({ id: 'brand.name' }), titleId ? intl.formatMessage({ id: titleId }) : undefined);
  }, [titleId, location.pathname, intl]);

  useEffect(() => {
    if (lastUrl.current === url) return;
    lastUrl.current = url;
    dispatch(closeDialog());
    pushPageView(locale);
  }, [url, locale, dispatch]);

  return null;
};
