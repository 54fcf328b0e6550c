import { FormattedMessage } from 'react-intl';
import { CalendarDate } from '@/shared/i18n';
import type { FoundPrescription } from '../api/ereceptApi';
import styles from './Erecept.module.css';

/** What the doctor prescribed, and a warning for each medicine no pharmacy of the city has. */
export const PrescriptionMedicines = ({
  prescription,
  scarce,
  cityName,
}: {
  prescription: FoundPrescription;
  scarce: ReadonlySet<number>;
  cityName: string;
}) => (
  <section className={styles.section} aria-labelledby="erecept-medicines">
    <h2 id="erecept-medicines" className={styles.title}>
      <FormattedMessage id="erecept.medicines.title" values={{ id: prescription.id }} />
    </h2>
    <p className={styles.muted}>
      <FormattedMessage
        id="erecept.validUntil"
        values={{ date: <CalendarDate key="date" day={prescription.validUntil} /> }}
      />
    </p>
    <ul className={styles.medicines}>
      {prescription.medicines.map((medicine) => (
        <li key={medicine.productId} className={styles.medicine}>
          <span className={styles.name}>{medicine.name}</span>
          <span>{[medicine.form, medicine.dosage].filter(Boolean).join(' · ')}</span>
          <span>
            <FormattedMessage id="erecept.medicine.quantity" values={{ count: medicine.quantity }} />
            {' · '}
            <FormattedMessage id="erecept.medicine.repeats" values={{ count: medicine.repeatsLeft }} />
          </span>
          {scarce.has(medicine.productId) ? (
            <p className={styles.warn}>
              <FormattedMessage id="erecept.shortage" values={{ city: cityName }} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  </section>
);
