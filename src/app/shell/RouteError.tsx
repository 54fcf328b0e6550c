import { isRouteErrorResponse, Link, useMatches, useRouteError } from 'react-router';
import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '@/shared/i18n';
import { paths } from '@/shared/config';
import { reloadPending } from '@/shared/lib';
import { buttonClass, EmptyState, LoadingState } from '@/shared/ui';
import { findNotFoundId } from './routeHandle';

/**
 * Per-route error boundary. A loader's 404 shows the route's own "not found" text with a way
 * on. Anything else offers a reload: that solves a failed chunk load (a new deploy replaced
 * the files). While the page reloads by itself for a file of an older build that is gone, it
 * shows the loading state instead (docs/decisions.md, "Old tabs after a deploy").
 */
export const RouteError = () => {
  const error = useRouteError();
  const matches = useMatches();
  const intl = useIntl();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const notFoundId = findNotFoundId(matches) ?? 'error.notFound';
  const reloading = useSyncExternalStore(reloadPending.subscribe, reloadPending.get, () => false);
  // The tab (and the page view) say what happened, not the route's usual title.
  useDocumentTitle(intl.formatMessage({ id: status === 404 ? notFoundId : 'error.pageTitle' }));
  if (reloading && status !== 404)
    return (
      <div className="container page">
        <LoadingState />
      </div>
    );
  if (status === 404) {
    return (
      <div className="container page">
        <EmptyState titleAs="h1" title={<FormattedMessage id={notFoundId} />}>
          <Link to={paths.catalog} className={buttonClass('primary')}>
            <FormattedMessage id="catalog.toCatalog" />
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <section className="container page" role="alert">
      <h1 className="page-title">
        <FormattedMessage id="error.pageTitle" />
      </h1>
      <p>
        <FormattedMessage id="common.errorGeneric" />
        {status ? ` (${status})` : null}
      </p>
      <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
        <FormattedMessage id="common.reload" />
      </button>
    </section>
  );
};
