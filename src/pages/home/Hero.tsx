import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { paths } from '@/shared/config';
import {
  Icon,
  SectionIntro,
  buttonClass,
  openDialog,
  type IconPath,
  checkIcon,
  pinIcon,
  storeIcon,
  tagIcon,
} from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { useCityName } from '@/features/city';
import { HeroArt } from './HeroArt';
import styles from './Hero.module.css';

const POINTS: ReadonlyArray<{ id: MessageId; icon: IconPath }> = [
  { id: 'home.hero.reserve', icon: checkIcon },
  { id: 'home.hero.pickup', icon: storeIcon },
  { id: 'home.hero.pay', icon: tagIcon },
];

/** The value proposition: reserve online, pick up nearby, prices for your city. */
export const Hero = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const city = useCityName();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.text}>
        <SectionIntro
          id="home-title"
          level={1}
          intro={{ title: 'page.home.heading', text: 'home.hero.lead' }}
          classNames={{ title: styles.title, text: styles.lead }}
        />
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point.id}>
              <span className={styles.pointIcon} aria-hidden="true">
                <Icon path={point.icon} size={18} />
              </span>
              <FormattedMessage id={point.id} />
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link to={paths.catalog} className={buttonClass('primary', 'lg')}>
            <FormattedMessage id="home.hero.toCatalog" />
          </Link>
          <Link to={paths.howToOrder} className={buttonClass('secondary', 'lg')}>
            <FormattedMessage id="nav.howToOrder" />
          </Link>
        </div>
        <p className={styles.city}>
          <Icon path={pinIcon} size={18} />
          <span>
            {city ? (
              <FormattedMessage id="home.hero.cityPrices" values={{ city: <strong>{city}</strong> }} />
            ) : (
              <FormattedMessage id="city.note" />
            )}{' '}
            <button
              type="button"
              className={styles.change}
              aria-haspopup="dialog"
              aria-label={city ? intl.formatMessage({ id: 'city.openerLabel' }, { city }) : undefined}
              onClick={() => dispatch(openDialog('city'))}
            >
              <FormattedMessage id="home.hero.changeCity" />
            </button>
          </span>
        </p>
      </div>
      <HeroArt className={styles.art} />
    </section>
  );
};
