import { useIntl } from 'react-intl';
import { useCallback } from 'react';

export const CURRENCY = 'RSD';

/** Money in RSD with 2 decimals through react-intl's Intl.NumberFormat (docs/behaviour.md §15). */
export const useFormatMoney = (): ((amount: number) => string) => {
  const intl = useIntl();
  return useCallback(
    (amount: number) =>
      intl.formatNumber(amount, {
        style: 'currency',
        currency: CURRENCY,
        currencyDisplay: 'code',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    [intl],
  );
};
