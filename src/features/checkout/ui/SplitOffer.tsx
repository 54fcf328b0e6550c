import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatMoney } from '@/shared/i18n';
import { Button, Icon, pinIcon } from '@/shared/ui';
import { OpenStatus, PharmacyLicence, WeekHours } from '@/features/pharmacies';
import type { SplitView } from '../lib/offerView';
import { distanceKm } from '@/shared/lib';
import { useVisitorLocation } from '../model/useVisitorLocation';
import { OfferLines } from './OfferLines';
import { SplitTotal } from './SplitSummary';
import styles from './SplitOffer.module.css';

interface SplitOfferProps {
  split: SplitView;
  now: Date;
  onChoose: () => void;
}

/**
 * Step 2 when no pharmacy has the whole cart: the best split (fewest pharmacies, then lowest
 * total), each pharmacy with what is collected there, its hours and, once the visitor shares a
 * location, its distance; one choice reserves in all of them.
 */
export const SplitOffer = ({ split, now, onChoose }: SplitOfferProps) => {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const location = useVisitorLocation();
  const count = split.parts.length;
  return (
    <section className={styles.split} aria-labelledby="split-title">
      <h2 id="split-title" className={styles.title}>
        <FormattedMessage id="checkout.split.title" values={{ count }} />
      </h2>
      <p className={styles.lead}>
        <FormattedMessage id="checkout.split.lead" />
      </p>
      <div className={styles.location}>
        {location.status === 'shared' ? null : (
          <Button variant="secondary" size="sm" onClick={location.ask} loading={location.status === 'asking'}>
            <Icon path={pinIcon} size={16} />
            <FormattedMessage id="checkout.split.showDistance" />
          </Button>
        )}
        {location.status === 'unavailable' ? (
          <p className={styles.muted} role="status">
            <FormattedMessage id="checkout.split.locationUnavailable" />
          </p>
        ) : null}
      </div>
      <ol className={styles.parts}>
        {split.parts.map(({ part, lines }) => {
          const titleId = `split-part-${part.pharmacy.id}`;
          const { position } = location;
          return (
            <li key={part.pharmacy.id}>
              <article className={styles.part} aria-labelledby={titleId}>
                <div className={styles.where}>
                  <h3 id={titleId} className={styles.name}>
                    {part.pharmacy.name}
                  </h3>
                  <p className={styles.muted}>{part.pharmacy.address}</p>
                  {position ? (
                    <p className={styles.distance}>
                      <FormattedMessage
                        id="checkout.split.distance"
                        values={{
                          distance: intl.formatNumber(distanceKm(position, part.pharmacy), {
                            style: 'unit',
                            unit: 'kilometer',
                            maximumFractionDigits: 1,
                          }),
                        }}
                      />
                    </p>
                  ) : null}
                  <OpenStatus hours={part.pharmacy.hours} now={now} />
                  <WeekHours hours={part.pharmacy.hours} now={now} />
                  <PharmacyLicence pharmacy={part.pharmacy} />
                </div>
                <div className={styles.what}>
                  <p className={styles.collect}>
                    <FormattedMessage id="checkout.split.collectHere" />
                  </p>
                  <OfferLines lines={lines} />
                  <p className={styles.partTotal}>
                    <span>
                      <FormattedMessage id="checkout.offer.total" />
                    </span>
                    <strong>{formatMoney(part.total)}</strong>
                  </p>
                </div>
              </article>
            </li>
          );
        })}
      </ol>
      <SplitTotal split={split} className={styles.total} />
      <Button size="lg" block onClick={onChoose}>
        <FormattedMessage id="checkout.split.choose" values={{ count }} />
      </Button>
    </section>
  );
};
