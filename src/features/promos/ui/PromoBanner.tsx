import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { Icon, arrowLeftIcon, clockIcon } from '@/shared/ui';
import type { Promo } from '../model/types';
import { readableOn } from '../lib/readableOn';
import { promoDateRange } from '../lib/promoDates';
import styles from './PromoBanner.module.css';

/** Above a promotion's products (`/catalog?promo=<id>`): its title, dates and what it offers. */
export const PromoBanner = ({ promo }: { promo: Promo }) => {
  const intl = useIntl();
  const colours = readableOn(promo.color);
  return (
    <header
      className={styles.banner}
      style={{ '--promo-bg': colours.background, '--promo-fg': colours.text } as CSSProperties}
    >
      <h1 className={styles.title}>{promo.title}</h1>
      <p className={styles.dates}>
        <Icon path={clockIcon} size={18} />
        <span className="visually-hidden">
          <FormattedMessage id="promos.datesLabel" />
        </span>
        <time dateTime={promo.startsAt}>{promoDateRange(intl, promo)}</time>
      </p>
      {promo.description ? <p className={styles.description}>{promo.description}</p> : null}
      <Link to={paths.offer} className={styles.back}>
        <Icon path={arrowLeftIcon} size={18} />
        <FormattedMessage id="promos.allPromotions" />
      </Link>
    </header>
  );
};
