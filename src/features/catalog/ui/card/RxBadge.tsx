import { useIntl } from 'react-intl';
import styles from './RxBadge.module.css';

/** Prescription medicine marker: 'Rx' on sight, the full words for screen readers. */
export const RxBadge = ({ long = false }: { long?: boolean }) => {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'catalog.rx.label' });
  return (
    <span className={`${styles.badge} ${long ? styles.long : ''}`} title={text}>
      <span aria-hidden="true">{intl.formatMessage({ id: 'catalog.rx.short' })}</span>
      {long ? <span aria-hidden="true">{text}</span> : null}
      <span className="visually-hidden">{text}</span>
    </span>
  );
};
