import { FormattedMessage } from 'react-intl';
import { Icon, alertIcon, infoIcon } from '@/shared/ui';
import styles from './ReservationNotes.module.css';

/** The reservation terms under every total, and the prescription note when it applies. */
export const ReservationNotes = ({ hasRx }: { hasRx: boolean }) => (
  <ul className={styles.notes}>
    <li>
      <Icon path={infoIcon} size={16} />
      <FormattedMessage id="cart.note.reservation" />
    </li>
    {hasRx ? (
      <li>
        <Icon path={alertIcon} size={16} />
        <FormattedMessage id="cart.rxNote" />
      </li>
    ) : null}
  </ul>
);
