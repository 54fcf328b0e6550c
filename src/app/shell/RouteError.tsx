import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { buttonClass } from '@/shared/ui';

/**
 * Per-route error boundary. A failed chunk load (a new deploy replaced the files) is
 * solved by a reload, so that is what it offers.
 */
export const RouteError = () => {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
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
