import { FormattedMessage } from 'react-intl';
import styles from './SkeletonCards.module.css';

/** Placeholders the size of the cards to come, so the page does not jump when they arrive. */
export const SkeletonCards = ({ count, height }: { count: number; height: number }) => (
  <div className={styles.grid} role="status">
    <span className="visually-hidden">
      <FormattedMessage id="common.loading" />
    </span>
    {Array.from({ length: count }, (_, index) => (
      <span key={index} className={styles.card} style={{ height }} aria-hidden="true" />
    ))}
  </div>
);
