import { isRouteErrorResponse, Link, useMatches, useRouteError } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { buttonClass, EmptyState } from '@/shared/ui';
import { findNotFoundId } from './routeHandle';

/**
 * Per-route error boundary. A loader's 404 shows the route's own "not found" text with a way
 * on. Anything else offers a reload: that solves a failed chunk load (a new deploy replaced
 * the files).
 */
export const RouteError = () => {
  const error = useRouteError();
  const matches = useMatches();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === 404) {
    return (
      <div className="container page">
        <EmptyState titleAs="h1" title={<FormattedMessage id={findNotFoundId(matches) ?? 'error.notFound'} />}>
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
