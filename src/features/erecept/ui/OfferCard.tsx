import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatMoney } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import type { PrescribedMedicine, PrescriptionOffer } from '../api/ereceptApi';
import styles from './Erecept.module.css';

/** RSD in para, so that sums of prices carry no float noise. */
const para = (rsd: number): number => Math.round(rsd * 100);

interface OfferCardProps {
  offer: PrescriptionOffer;
  /** The medicines still to reserve, in the prescription's order. */
  wanted: readonly PrescribedMedicine[];
  /** Some of the prescription is reserved already: this press reserves the rest. */
  rest: boolean;
  busy: boolean;
  onReserve: (offer: PrescriptionOffer, productIds: number[]) => void;
}

/**
 * One pharmacy: what it has of what is still wanted, per pack the price and the co-payment, the
 * sum the patient pays, and one press that reserves all of it there.
 */
export const OfferCard = ({ offer, wanted, rest, busy, onReserve }: OfferCardProps) => {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const here = wanted.flatMap((medicine) => {
    const line = offer.lines.find((l) => l.productId === medicine.productId);
    return line ? [{ medicine, line }] : [];
  });
  const missing = wanted.filter((medicine) => !here.some(({ medicine: m }) => m === medicine));
  const sum = (of: 'price' | 'copayment') =>
    here.reduce((total, { medicine, line }) => total + para(line[of]) * medicine.quantity, 0) / 100;
  const titleId = `erecept-offer-${offer.pharmacy.id}`;
  return (
    <li>
      <article className={styles.offer} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.offerTitle}>
          {offer.pharmacy.name}
        </h3>
        <p className={styles.muted}>{offer.pharmacy.address}</p>
        {missing.length === 0 ? (
          <p className={styles.whole}>
            <FormattedMessage id={rest ? 'erecept.offer.wholeRest' : 'erecept.offer.whole'} />
          </p>
        ) : (
          <p className={styles.warn}>
            <FormattedMessage
              id="erecept.offer.partial"
              values={{
                has: here.length,
                all: wanted.length,
                names: intl.formatList(missing.map((m) => m.name)),
              }}
            />
          </p>
        )}
        <ul className={styles.lines}>
          {here.map(({ medicine, line }) => (
            <li key={medicine.productId} className={styles.line}>
              <span>
                {medicine.name} × {medicine.quantity}
              </span>
              <span>
                <FormattedMessage
                  id="erecept.offer.line"
                  values={{ copayment: formatMoney(line.copayment), price: formatMoney(line.price) }}
                />
              </span>
            </li>
          ))}
        </ul>
        <div className={styles.totals}>
          <span>
            <FormattedMessage id="erecept.offer.youPay" /> <strong>{formatMoney(sum('copayment'))}</strong>
          </span>
          <span className={styles.muted}>
            <FormattedMessage id="erecept.offer.fullPrice" values={{ price: formatMoney(sum('price')) }} />
          </span>
        </div>
        <Button
          loading={busy}
          aria-label={intl.formatMessage(
            { id: rest ? 'erecept.offer.reserveRestAt' : 'erecept.offer.reserveAt' },
            { pharmacy: offer.pharmacy.name },
          )}
          onClick={() =>
            onReserve(
              offer,
              here.map(({ medicine }) => medicine.productId),
            )
          }
        >
          <FormattedMessage id={rest ? 'erecept.offer.reserveRest' : 'erecept.offer.reserve'} />
        </Button>
      </article>
    </li>
  );
};
