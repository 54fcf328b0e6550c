import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Order times on the shop's clock (the intl's time zone, Belgrade), whatever the visitor's clock. */
export const useFormatOrderTime = (): ((iso: string) => string) => {
  const intl = useIntl();
  return useCallback((iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }), [intl]);
};
