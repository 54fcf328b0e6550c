import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatMoney } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import { OpenStatus, PharmacyLicence, WeekHours } from '@/features/pharmacies';
import type { OfferView } from '../lib/offerView';
import { OfferLines } from './OfferLines';
import styles from './OfferCard.module.css';

interface OfferCardProps {
  view: OfferView;
  now: Date;
  onChoose: (pharmacyId: number) => void;
}

/** One pharmacy in step 2: where and when, what it has of the cart, its total, and the choice. */
export const OfferCard = ({ view, now, onChoose }: OfferCardProps) => {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { offer, pharmacy, lines } = view;
  const name = pharmacy?.name ?? '';
  const titleId = `offer-${offer.pharmacyId}`;
  return (
    <article className={`${styles.card} ${offer.complete ? styles.complete : ''}`} aria-labelledby={titleId}>
      <div className={styles.where}>
        <h2 id={titleId} className={styles.name}>
          {name}
        </h2>
        {pharmacy ? (
          <>
            <p className={styles.address}>{pharmacy.address}</p>
            <OpenStatus hours={pharmacy.hours} now={now} />
            <WeekHours hours={pharmacy.hours} now={now} />
            <PharmacyLicence pharmacy={pharmacy} />
          </>
        ) : null}
      </div>
      <div className={styles.what}>
        <p className={offer.complete ? styles.badgeComplete : styles.badgePartial}>
          {offer.complete ? (
            <FormattedMessage id="checkout.offer.complete" />
          ) : (
            <FormattedMessage
              id="checkout.offer.partial"
              values={{ available: offer.availableCount, total: lines.length }}
            />
          )}
        </p>
        <OfferLines lines={lines} />
      </div>
      <div className={styles.pay}>
        <p className={styles.total}>
          <span>
            <FormattedMessage id="checkout.offer.total" />
          </span>
          <strong>{formatMoney(offer.total)}</strong>
        </p>
        <p className={styles.vat}>
          <FormattedMessage id="cart.vat.included" />
        </p>
        {view.safetyUnits > 0 ? (
          <p className={styles.safety}>
            <FormattedMessage id="checkout.offer.safety" values={{ count: view.safetyUnits }} />
          </p>
        ) : null}
        <Button
          variant={offer.complete ? 'primary' : 'secondary'}
          block
          onClick={() => onChoose(offer.pharmacyId)}
          aria-label={intl.formatMessage(
            { id: offer.complete ? 'checkout.offer.chooseLabel' : 'checkout.offer.choosePartialLabel' },
            { name },
          )}
        >
          <FormattedMessage id={offer.complete ? 'checkout.offer.choose' : 'checkout.offer.choosePartial'} />
        </Button>
      </div>
    </article>
  );
};
