import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '@/shared/i18n';
import { Icon, clockIcon, infoIcon, storeIcon } from '@/shared/ui';
import { ReservationNotes, VatLines } from '@/features/cart';
import { OpenStatus, type Pharmacy } from '@/features/pharmacies';
import type { OfferView } from '../lib/offerView';
import type { Transfer } from '../model/types';
import { useFormatOrderTime } from '../lib/formatTime';
import { OfferLines } from './OfferLines';
import styles from './ReservationSummary.module.css';

/** Where a reservation of step 3 is collected: name, address, open now. */
export const SummaryPharmacy = ({ pharmacy, now }: { pharmacy: Pharmacy; now: Date }) => (
  <div className={styles.pharmacy}>
    <Icon path={storeIcon} size={20} />
    <div>
      <p className={styles.pharmacyName}>{pharmacy.name}</p>
      <p className={styles.muted}>{pharmacy.address}</p>
      <OpenStatus hours={pharmacy.hours} now={now} />
    </div>
  </div>
);

/**
 * Step 3's summary: the chosen pharmacy, what it will reserve (with what another pharmacy brings
 * and when), the total with PDV per rate.
 */
export const ReservationSummary = ({
  view,
  now,
  brought = [],
}: {
  view: OfferView;
  now: Date;
  brought?: readonly Transfer[];
}) => {
  const formatMoney = useFormatMoney();
  const formatTime = useFormatOrderTime();
  const reserved = view.lines.filter((line) => line.available > 0);
  const broughtIds = new Set(brought.map((transfer) => transfer.id));
  const staying = view.lines.filter((line) => line.status !== 'full' && !broughtIds.has(line.id));
  return (
    <aside className={styles.summary} aria-labelledby="reservation-title">
      <h2 id="reservation-title" className={styles.title}>
        <FormattedMessage id="checkout.summary.title" />
      </h2>
      {view.pharmacy ? <SummaryPharmacy pharmacy={view.pharmacy} now={now} /> : null}
      <OfferLines lines={reserved} />
      {brought.length > 0 ? (
        <ul className={styles.brought}>
          {brought.map((transfer) => (
            <li key={transfer.id}>
              <Icon path={clockIcon} size={16} />
              <FormattedMessage
                id="checkout.transfer.summary"
                values={{
                  name: view.lines.find((line) => line.id === transfer.id)?.product?.name ?? '',
                  count: transfer.quantity,
                  time: formatTime(transfer.readyBy),
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {staying.length > 0 ? (
        <p className={styles.staying}>
          <Icon path={infoIcon} size={16} />
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
