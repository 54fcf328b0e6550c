import { FormattedMessage } from 'react-intl';
import { Icon } from '@/shared/ui';
import { OpenStatus, useNow, WeekHours, type Pharmacy } from '@/features/pharmacies';
import styles from './OrderPharmacy.module.css';

/** Where to pick the order up. */
export const OrderPharmacy = ({ pharmacy }: { pharmacy: Pharmacy }) => {
  const now = useNow();
  return (
    <section className={styles.pharmacy} aria-labelledby={`order-pharmacy-${pharmacy.id}`}>
      <h2 id={`order-pharmacy-${pharmacy.id}`} className={styles.heading}>
        <FormattedMessage id="orders.pickupAt" />
      </h2>
      <p className={styles.name}>
        <Icon name="store" size={20} />
        {pharmacy.name}
      </p>
      <p className={styles.address}>{pharmacy.address}</p>
      <p className={styles.phone}>
        <Icon name="phone" size={16} />
        <a href={`tel:${pharmacy.phone.replace(/\s/g, '')}`}>{pharmacy.phone}</a>
      </p>
      <OpenStatus hours={pharmacy.hours} now={now} />
      <WeekHours hours={pharmacy.hours} now={now} />
    </section>
  );
};
