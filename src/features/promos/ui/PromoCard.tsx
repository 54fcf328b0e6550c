import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { Icon, chevronRightIcon, clockIcon, pillIcon } from '@/shared/ui';
import type { Promo } from '../model/types';
import { calendarDate, daysLeft, promoDateRange, promoPhase } from '../lib/promoDates';
import { readableOn } from '../lib/readableOn';
import styles from './PromoCard.module.css';

/** The catalogue filtered by this promo (the catalogue reads `promo` from the query). */
const promoCatalogPath = (promo: Pick<Promo, 'id'>): string => `${paths.catalog}?promo=${promo.id}`;

const SHORT_DATE = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** One promotion: its discount, dates and how many products it covers in the city. */
export const PromoCard = ({ promo, today }: { promo: Promo; today: string }) => {
  const intl = useIntl();
  const phase = promoPhase(promo, today);
  const left = daysLeft(promo, today);
  const colours = readableOn(promo.color);
  const percent = intl.formatNumber(promo.discountPercent / 100, { style: 'percent' });
  const range = promoDateRange(intl, promo);
  return (
    <article className={styles.card}>
      <div
        className={styles.band}
        style={{ '--promo-bg': colours.background, '--promo-fg': colours.text } as CSSProperties}
      >
        <span className={styles.discount} aria-hidden="true">
          −{percent}
        </span>
        <span className={styles.phase}>
          {phase === 'running' ? (
            left === 0 ? (
              <FormattedMessage id="promos.endsToday" />
            ) : (
              <FormattedMessage id="promos.daysLeft" values={{ count: left }} />
            )
          ) : (
            <FormattedMessage
              id="promos.startsOn"
              values={{ date: intl.formatDate(calendarDate(promo.startsAt), SHORT_DATE) }}
            />
          )}
        </span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={promoCatalogPath(promo)} className={styles.link}>
            {promo.title}
            <span className="visually-hidden">
              {', '}
              <FormattedMessage id="promos.discountLabel" values={{ percent }} />
            </span>
          </Link>
        </h3>
        {promo.description ? <p className={styles.description}>{promo.description}</p> : null}
        <dl className={styles.meta}>
          <div>
            <dt>
              <Icon path={clockIcon} size={16} />
              <span className="visually-hidden">
                <FormattedMessage id="promos.datesLabel" />
              </span>
            </dt>
            <dd>
              <time dateTime={promo.startsAt}>{range}</time>
            </dd>
          </div>
          <div>
            <dt>
              <Icon path={pillIcon} size={16} />
              <span className="visually-hidden">
                <FormattedMessage id="promos.productsLabel" />
              </span>
            </dt>
            <dd>
              <FormattedMessage id="promos.productsCount" values={{ count: promo.productsCount }} />
            </dd>
          </div>
        </dl>
        <span className={styles.cta} aria-hidden="true">
          <FormattedMessage id={phase === 'running' ? 'promos.shop' : 'promos.preview'} />
          <Icon path={chevronRightIcon} size={18} />
        </span>
      </div>
    </article>
  );
};
