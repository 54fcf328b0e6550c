import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { PHARMACY_TIME_ZONE } from '@/features/pharmacies';

/** Order times read in the pharmacy's time zone, whatever the visitor's clock. */
export const useFormatOrderTime = (): ((iso: string) => string) => {
  const intl = useIntl();
  return useCallback(
    (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: PHARMACY_TIME_ZONE }),
    [intl],
  );
};
