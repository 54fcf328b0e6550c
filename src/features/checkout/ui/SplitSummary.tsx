import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '@/shared/i18n';
import { ReservationNotes } from '@/features/cart';
import type { SplitView } from '../lib/offerView';
import { OfferLines } from './OfferLines';
import { SummaryPharmacy } from './ReservationSummary';
import styles from './ReservationSummary.module.css';

/** The total of all the pharmacies of a split. */
export const SplitTotal = ({ split, className }: { split: SplitView; className: string | undefined }) => {
  const formatMoney = useFormatMoney();
  return (
    <p className={className}>
      <span>
        <FormattedMessage id="checkout.split.total" />
      </span>
      <strong>{formatMoney(split.plan.total)}</strong>
    </p>
  );
};

/** Step 3's summary of a split: each pharmacy with what is collected there, and the total of all. */
export const SplitSummary = ({ split, now }: { split: SplitView; now: Date }) => (
  <aside className={styles.summary} aria-labelledby="reservation-title">
    <h2 id="reservation-title" className={styles.title}>
      <FormattedMessage id="checkout.split.summaryTitle" values={{ count: split.parts.length }} />
    </h2>
    {split.parts.map(({ part, lines }) => (
      <section key={part.pharmacy.id} aria-label={part.pharmacy.name}>
        <SummaryPharmacy pharmacy={part.pharmacy} now={now} />
        <OfferLines lines={lines} />
      </section>
    ))}
    <SplitTotal split={split} className={styles.total} />
    <ReservationNotes hasRx={split.hasRx} />
  </aside>
);
