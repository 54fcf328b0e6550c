import { useIntl } from 'react-intl';
import styles from './ListingSkeleton.module.css';

/** Card-shaped placeholders while the first page loads, so the layout does not jump. */
export const ListingSkeleton = ({ count = 8 }: { count?: number }) => {
  const intl = useIntl();
  return (
    <div role="status" className={styles.grid}>
      <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden="true">
          <div className={styles.image} />
          <div className={styles.line} />
          <div className={`${styles.line} ${styles.short}`} />
          <div className={`${styles.line} ${styles.price}`} />
        </div>
      ))}
    </div>
  );
};
