import { FormattedMessage } from 'react-intl';
import type { Pharmacy } from '../model/types';
import styles from './PharmacyLicence.module.css';

/**
 * The pharmacy's licence (the Ministry of Health's rešenje) and its responsible pharmacist,
 * which the law asks every pharmacy card to show (docs/behaviour.md §15).
 */
export const PharmacyLicence = ({ pharmacy }: { pharmacy: Pick<Pharmacy, 'licence' | 'pharmacist'> }) => (
  <dl className={styles.licence} data-pharmacy-licence>
    <div>
      <dt>
        <FormattedMessage id="pharmacies.licence" />
      </dt>
      <dd>{pharmacy.licence}</dd>
    </div>
    <div>
      <dt>
        <FormattedMessage id="pharmacies.pharmacist" />
      </dt>
      <dd>{pharmacy.pharmacist}</dd>
    </div>
  </dl>
);
