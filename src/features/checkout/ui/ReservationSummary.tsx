import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '@/shared/i18n';
import { Icon } from '@/shared/ui';
import { ReservationNotes, VatLines } from '@/features/cart';
import { OpenStatus } from '@/features/pharmacies';
import type { OfferView } from '../lib/offerView';
import { OfferLines } from './OfferLines';
import styles from './ReservationSummary.module.css';

/** Step 3's summary: the chosen pharmacy, what it will reserve, the total with PDV per rate. */
export const ReservationSummary = ({ view, now }: { view: OfferView; now: Date }) => {
  const formatMoney = useFormatMoney();
  const reserved = view.lines.filter((line) => line.available > 0);
  const staying = view.lines.filter((line) => line.status !== 'full');
  return (
    <aside className={styles.summary} aria-labelledby="reservation-title">
      <h2 id="reservation-title" className={styles.title}>
        <FormattedMessage id="checkout.summary.title" />
      </h2>
      {view.pharmacy ? (
        <div className={styles.pharmacy}>
          <Icon name="store" size={20} />
          <div>
            <p className={styles.pharmacyName}>{view.pharmacy.name}</p>
            <p className={styles.muted}>{view.pharmacy.address}</p>
            <OpenStatus hours={view.pharmacy.hours} now={now} />
          </div>
        </div>
      ) : null}
      <OfferLines lines={reserved} />
      {staying.length > 0 ? (
        <p className={styles.staying}>
          <Icon name="info" size={16} />
          <FormattedMessage id="checkout.summary.staysInCart" />
        </p>
      ) : null}
      <p className={styles.total}>
        <span>
          <FormattedMessage id="checkout.summary.total" />
        </span>
        <strong>{formatMoney(view.offer.total)}</strong>
      </p>
      {view.safetyUnits > 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="checkout.offer.safety" values={{ count: view.safetyUnits }} />
        </p>
      ) : null}
      <VatLines shares={view.vat} />
      <ReservationNotes hasRx={view.hasRx} />
    </aside>
  );
};
