import { FormattedMessage, useIntl } from 'react-intl';
import { OFFER_SORTS, type OfferSort } from '../lib/sortOffers';
import styles from './SortOffers.module.css';

/** Two-way sort as a radio group: most complete first, or cheapest first. */
export const SortOffers = ({ value, onChange }: { value: OfferSort; onChange: (sort: OfferSort) => void }) => {
  const intl = useIntl();
  return (
    <fieldset className={styles.sort}>
      <legend className={styles.legend}>
        <FormattedMessage id="checkout.sort.label" />
      </legend>
      <div className={styles.options}>
        {OFFER_SORTS.map((sort) => (
          <label key={sort} className={`${styles.option} ${value === sort ? styles.checked : ''}`}>
            <input
              type="radio"
              name="offer-sort"
              value={sort}
              checked={value === sort}
              onChange={() => onChange(sort)}
              className={styles.input}
            />
            {intl.formatMessage({ id: sort === 'price' ? 'checkout.sort.price' : 'checkout.sort.complete' })}
          </label>
        ))}
      </div>
    </fieldset>
  );
};
