import { createContext, useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { documentTitle } from './documentTitle';

/**
 * Told when a page has named itself, with the address it did so for. The shell sends the page
 * view then, so the tag manager gets the title the tab ends up with (docs/decisions.md,
 * "Analytics and consent"). Without a shell (tests) nobody listens.
 */
export const PageTitleContext = createContext<(address: string) => void>(() => undefined);

/**
 * Refines the route's title with what the page shows (a product or category name). The
 * shell sets the route title first; this effect runs after it.
 * `undefined`: not known yet (the data is loading); `null`: the route's title is final
 * (nothing found, an error); a string: the page's own title.
 */
export const useDocumentTitle = (title: string | null | undefined) => {
  const intl = useIntl();
  const titled = useContext(PageTitleContext);
  const { pathname, search, hash } = useLocation();
  const address = `${pathname}${search}${hash}`;
  useEffect(() => {
    if (title === undefined) return;
    if (title !== null) document.title = documentTitle(intl.formatMessage({ id: 'brand.name' }), title);
    titled(address);
  }, [title, intl, titled, address]);
};
