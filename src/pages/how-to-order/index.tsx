import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import {
  Icon,
  PageIntro,
  buttonClass,
  type IconPath,
  checkIcon,
  chevronDownIcon,
  searchIcon,
  storeIcon,
  userIcon,
} from '@/shared/ui';
import styles from './HowToOrderPage.module.css';

const STEPS: ReadonlyArray<{ key: 'choose' | 'pharmacy' | 'contacts' | 'pickup'; icon: IconPath }> = [
  { key: 'choose', icon: searchIcon },
  { key: 'pharmacy', icon: storeIcon },
  { key: 'contacts', icon: userIcon },
  { key: 'pickup', icon: checkIcon },
];

const QUESTIONS = ['account', 'fee', 'delivery', 'late', 'cancel'] as const;

/** The guide: four steps from choosing products to paying at the pharmacy (spec 2). */
export const Component = () => (
  <div className="container page">
    <PageIntro title="page.howToOrder.title" lead={<FormattedMessage id="howTo.lead" />} leadClassName={styles.lead} />

    <ol className={styles.steps}>
      {STEPS.map((step, index) => (
        <li key={step.key} className={styles.step}>
          <span className={styles.badge} aria-hidden="true">
            <Icon path={step.icon} size={26} />
            <span className={styles.number}>{index + 1}</span>
          </span>
          <h2 className={styles.stepTitle}>
            <FormattedMessage id={`howTo.step.${step.key}.title`} />
          </h2>
          <p className={styles.stepText}>
            <FormattedMessage id={`howTo.step.${step.key}.text`} />
          </p>
        </li>
      ))}
    </ol>

    <aside className={styles.rx} aria-labelledby="how-to-rx">
      <span className={styles.rxMark} aria-hidden="true">
        Rx
      </span>
      <div>
        <h2 id="how-to-rx" className={styles.rxTitle}>
          <FormattedMessage id="howTo.rx.title" />
        </h2>
        <p>
          <FormattedMessage id="howTo.rx.text" />
        </p>
      </div>
    </aside>

    <section className={styles.faq} aria-labelledby="how-to-faq">
      <h2 id="how-to-faq" className={styles.faqTitle}>
        <FormattedMessage id="howTo.faq.title" />
      </h2>
      {QUESTIONS.map((key) => (
        <details key={key} className={styles.question}>
          <summary>
            <FormattedMessage id={`howTo.faq.${key}.q`} />
            <Icon path={chevronDownIcon} size={20} />
          </summary>
          <p>
            <FormattedMessage id={`howTo.faq.${key}.a`} />
          </p>
        </details>
      ))}
    </section>

    <div className={styles.actions}>
      <Link to={paths.catalog} className={buttonClass('primary', 'lg')}>
        <FormattedMessage id="howTo.toCatalog" />
      </Link>
      <Link to={paths.pharmacies} className={buttonClass('secondary', 'lg')}>
        <FormattedMessage id="howTo.toPharmacies" />
      </Link>
    </div>
  </div>
);
