import { FormattedMessage } from 'react-intl';
import styles from './Availability.module.css';

/** 'In N pharmacies' with a green dot, or 'Not available in this city'; nothing when the answer had no count. */
export const Availability = ({ count }: { count: number | null }) =>
  count === null ? null : count > 0 ? (
    <p className={`${styles.line} ${styles.available}`} data-city-value>
      <span className={styles.dot} aria-hidden="true" />
      <FormattedMessage id="catalog.availability.inPharmacies" values={{ count }} />
    </p>
  ) : (
    <p className={`${styles.line} ${styles.missing}`} data-city-value>
      <span className={styles.dot} aria-hidden="true" />
      <FormattedMessage id="catalog.availability.none" />
    </p>
  );
