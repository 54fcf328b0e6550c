import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { documentTitle } from './documentTitle';

/**
 * Refines the route's title with what the page shows (a product or category name). The
 * shell sets the route title first; this effect runs after it.
 */
export const useDocumentTitle = (title: string | undefined) => {
  const intl = useIntl();
  useEffect(() => {
    if (!title) return;
    document.title = documentTitle(intl.formatMessage({ id: 'brand.name' }), title);
  }, [title, intl]);
};
