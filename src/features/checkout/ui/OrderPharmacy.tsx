import { FormattedMessage } from 'react-intl';
import { Icon, phoneIcon, pinIcon, storeIcon } from '@/shared/ui';
import { OpenStatus, useNow, WeekHours, type Pharmacy } from '@/features/pharmacies';
import styles from './OrderPharmacy.module.css';

/**
 * Directions to the pharmacy from wherever the shopper is: Google Maps' documented directions
 * address (opens the Maps app on a phone), by coordinates, so no address is misread
 * (docs/decisions.md, "Order status and the ready notice").
 */
const routeUrl = ({ lat, lng }: Pick<Pharmacy, 'lat' | 'lng'>): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

/** Where to pick the order up, the way there and the hours. */
export const OrderPharmacy = ({ pharmacy }: { pharmacy: Pharmacy }) => {
  const now = useNow();
  return (
    <section className={styles.pharmacy} aria-labelledby={`order-pharmacy-${pharmacy.id}`}>
      <h2 id={`order-pharmacy-${pharmacy.id}`} className={styles.heading}>
        <FormattedMessage id="orders.pickupAt" />
      </h2>
      <p className={styles.name}>
        <Icon path={storeIcon} size={20} />
        {pharmacy.name}
      </p>
      <p className={styles.address}>{pharmacy.address}</p>
      <p className={styles.phone}>
        <Icon path={phoneIcon} size={16} />
        <a href={`tel:${pharmacy.phone.replace(/\s/g, '')}`}>{pharmacy.phone}</a>
      </p>
      <p className={styles.route}>
        <Icon path={pinIcon} size={16} />
        <a href={routeUrl(pharmacy)} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="orders.route" />
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="orders.route.newTab" />
          </span>
        </a>
      </p>
      <OpenStatus hours={pharmacy.hours} now={now} />
      <WeekHours hours={pharmacy.hours} now={now} />
    </section>
  );
};
