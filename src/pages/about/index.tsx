import { answerData } from '@/shared/api';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { COMPANY, paths } from '@/shared/config';
import { Icon, buttonClass, type IconPath, checkIcon, clockIcon, pillIcon, tagIcon } from '@/shared/ui';
import { useGetCitiesQuery } from '@/features/city';
import styles from './AboutPage.module.css';

const VALUES: ReadonlyArray<{ key: 'pharmacists' | 'prices' | 'time' | 'privacy'; icon: IconPath }> = [
  { key: 'pharmacists', icon: pillIcon },
  { key: 'prices', icon: tagIcon },
  { key: 'time', icon: clockIcon },
  { key: 'privacy', icon: checkIcon },
];

/** Who we are: the chain, what we stand for, and where to find us. */
export const Component = () => {
  // The header's city opener asks for the same list: one request serves both.
  const { data: cities } = useGetCitiesQuery(undefined, { selectFromResult: answerData });
  return (
    <div className="container page">
      <section className={styles.intro} aria-labelledby="about-title">
        <div>
          <h1 id="about-title" className="page-title">
            <FormattedMessage id="page.about.title" />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage id="about.lead" />
          </p>
          <p>
            <FormattedMessage id="about.story" />
          </p>
        </div>
        <dl className={styles.facts}>
          {cities ? (
            <div className={styles.fact}>
              <dt>
                <FormattedMessage id="about.fact.cities" />
              </dt>
              <dd>{cities.length}</dd>
            </div>
          ) : null}
          <div className={styles.fact}>
            <dt>
              <FormattedMessage id="about.fact.ready" />
            </dt>
            <dd>
              <FormattedMessage id="about.fact.readyValue" />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <FormattedMessage id="about.fact.hold" />
            </dt>
            <dd>
              <FormattedMessage id="about.fact.holdValue" />
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="about-values">
        <h2 id="about-values" className={styles.heading}>
          <FormattedMessage id="about.values.title" />
        </h2>
        <ul className={styles.values}>
          {VALUES.map((value) => (
            <li key={value.key} className={styles.value}>
              <span className={styles.icon} aria-hidden="true">
                <Icon path={value.icon} size={24} />
              </span>
              <h3 className={styles.valueTitle}>
                <FormattedMessage id={`about.values.${value.key}.title`} />
              </h3>
              <p>
                <FormattedMessage id={`about.values.${value.key}.text`} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.company} aria-labelledby="about-company">
        <h2 id="about-company" className={styles.heading}>
          <FormattedMessage id="about.company.title" />
        </h2>
        <p>
          <FormattedMessage id="about.company.text" />
        </p>
        <address className={styles.address}>
          {COMPANY.name}
          <br />
          {COMPANY.street}
          <br />
          {COMPANY.city}
        </address>
        <div className={styles.actions}>
          <Link to={paths.pharmacies} className={buttonClass('primary')}>
            <FormattedMessage id="about.toPharmacies" />
          </Link>
          <Link to={paths.howToOrder} className={buttonClass('secondary')}>
            <FormattedMessage id="nav.howToOrder" />
          </Link>
        </div>
      </section>
    </div>
  );
};
