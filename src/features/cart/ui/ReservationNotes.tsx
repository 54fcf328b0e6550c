import { FormattedMessage } from 'react-intl';
import { Icon } from '@/shared/ui';
import styles from './ReservationNotes.module.css';

/** The reservation terms under every total, and the prescription note when it applies. */
export const ReservationNotes = ({ hasRx }: { hasRx: boolean }) => (
  <ul className={styles.notes}>
    <li>
      <Icon name="info" size={16} />
      <FormattedMessage id="cart.note.reservation" />
    </li>
    {hasRx ? (
      <li>
        <Icon name="alert" size={16} />
        <FormattedMessage id="cart.rxNote" />
      </li>
    ) : null}
  </ul>
);
