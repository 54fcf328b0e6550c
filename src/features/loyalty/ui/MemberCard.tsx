import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import type { LoyaltyCard, LoyaltyMovement } from '../api/loyaltyApi';
import { CardBarcode } from './CardBarcode';
import styles from './Loyalty.module.css';

const REASON: Record<LoyaltyMovement['reason'], MessageId> = {
  welcome: 'loyalty.movement.welcome',
  purchase: 'loyalty.movement.purchase',
  redeemed: 'loyalty.movement.redeemed',
};

const MovementRow = ({ movement }: { movement: LoyaltyMovement }) => {
  const intl = useIntl();
  return (
    <li className={styles.movement}>
      <span>
        <FormattedMessage id={REASON[movement.reason]} values={{ order: movement.orderNumber ?? '' }} />
        <span className={styles.muted}>{intl.formatDate(movement.at, { dateStyle: 'medium' })}</span>
      </span>
      <span className={movement.points < 0 ? styles.spent : styles.earned}>
        {intl.formatNumber(movement.points, { signDisplay: 'always' })}
      </span>
    </li>
  );
};

/** A member's card as the counter wants to see it: the barcode first, then the balance and its history. */
export const MemberCard = ({ card }: { card: LoyaltyCard }) => {
  const intl = useIntl();
  return (
    <>
      <div className={styles.card}>
        <p className={styles.brand}>
          <FormattedMessage id="loyalty.card.name" />
        </p>
        <div className={styles.scanField}>
          <CardBarcode
            number={card.number}
            label={intl.formatMessage({ id: 'loyalty.card.barcode' }, { number: card.number })}
          />
          <p className={styles.number}>{card.number}</p>
        </div>
        <p className={styles.balance}>
          <FormattedMessage
            id="loyalty.card.points"
            values={{ points: card.points, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
      </div>
      <h3 className={styles.subtitle}>
        <FormattedMessage id="loyalty.movements.title" />
      </h3>
      {card.movements.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="loyalty.movements.empty" />
        </p>
      ) : (
        <ul className={styles.movements}>
          {card.movements.map((movement) => (
            <MovementRow key={`${movement.at}-${movement.reason}-${movement.orderNumber ?? ''}`} movement={movement} />
          ))}
        </ul>
      )}
    </>
  );
};
