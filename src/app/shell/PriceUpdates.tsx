import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../hooks';

/**
 * Says once, politely, that today's prices replaced those the prerendered page came with
 * (docs/decisions.md, "Today's values"). The region is on the page from the start, empty, so
 * screen readers hear the text when it comes.
 */
export const PriceUpdates = () => {
  const changed = useAppSelector((state) => state.todaysValues.pricesChanged);
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {changed ? <FormattedMessage id="prices.updated" /> : null}
    </p>
  );
};
