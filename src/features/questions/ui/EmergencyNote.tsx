import { FormattedMessage } from 'react-intl';
import { Icon, alertIcon } from '@/shared/ui';
import styles from './AskPharmacist.module.css';

/** Serbia's emergency medical number (Hitna pomoć). */
const EMERGENCY = '194';

/**
 * Always beside the form, before it in reading order: questions are answered in working hours,
 * so an emergency goes to 194 at once (docs/decisions.md, "Ask a pharmacist").
 */
export const EmergencyNote = () => (
  <aside className={styles.emergency} aria-labelledby="ask-emergency-title">
    <Icon path={alertIcon} size={22} />
    <div>
      <h2 id="ask-emergency-title" className={styles.emergencyTitle}>
        <FormattedMessage id="questions.emergency.title" />
      </h2>
      <p className={styles.emergencyText}>
        <FormattedMessage
          id="questions.emergency.text"
          values={{
            number: (
              <a href={`tel:${EMERGENCY}`} className={styles.emergencyNumber}>
                {EMERGENCY}
              </a>
            ),
          }}
        />
      </p>
    </div>
  </aside>
);
