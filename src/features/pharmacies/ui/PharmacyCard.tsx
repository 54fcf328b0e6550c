import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { buttonClass, Icon, phoneIcon, pinIcon, storeIcon } from '@/shared/ui';
import type { Pharmacy } from '../model/types';
import type { DutyState } from '../lib/duty';
import { isAllDay } from '../lib/hours';
import { DutyLine } from './DutyLine';
import { OpenStatus } from './OpenStatus';
import { PharmacyLicence } from './PharmacyLicence';
import { WeekHours } from './WeekHours';
import styles from './PharmacyCard.module.css';

const isAllWeek = (hours: Pharmacy['hours']): boolean => hours.length === 7 && hours.every(isAllDay);

const mapUrl = (pharmacy: Pharmacy): string =>
  `https://www.openstreetmap.org/?mlat=${pharmacy.lat}&mlon=${pharmacy.lng}#map=17/${pharmacy.lat}/${pharmacy.lng}`;

/**
 * A pharmacy of the city: address, phone, open-now state, hours, licence and what it has in stock;
 * on the pharmacies page also its night duty (`duty`; none for one open round the clock) and, when
 * the visitor shared their location, how far it is (`distance`, km).
 */
export const PharmacyCard = ({
  pharmacy,
  now,
  duty,
  distance,
}: {
  pharmacy: Pharmacy;
  now: Date;
  duty?: DutyState | undefined;
  distance?: number | undefined;
}) => {
  const intl = useIntl();
  const titleId = `pharmacy-${pharmacy.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <Icon path={storeIcon} size={20} />
        </span>
        <div>
          <h2 id={titleId} className={styles.name}>
            {pharmacy.name}
          </h2>
          <p className={styles.address}>{pharmacy.address}</p>
          {distance === undefined ? null : (
            <p className={styles.distance}>
              <FormattedMessage
                id="pharmacies.distance"
                values={{
                  distance: intl.formatNumber(distance, {
                    style: 'unit',
                    unit: 'kilometer',
                    maximumFractionDigits: distance < 10 ? 1 : 0,
                  }),
                }}
              />
            </p>
          )}
        </div>
      </header>
      <OpenStatus hours={pharmacy.hours} now={now} dutyUntil={duty?.now?.to} />
      {duty && !isAllWeek(pharmacy.hours) ? <DutyLine duty={duty} /> : null}
      <WeekHours hours={pharmacy.hours} now={now} />
      <p className={styles.phone}>
        <Icon path={phoneIcon} size={16} />
        <a href={`tel:${pharmacy.phone.replace(/\s/g, '')}`}>{pharmacy.phone}</a>
      </p>
      <PharmacyLicence pharmacy={pharmacy} />
      <div className={styles.actions}>
        <Link
          to={`${paths.catalog}?pharmacy=${pharmacy.id}`}
          className={buttonClass('secondary', 'md')}
          aria-label={intl.formatMessage({ id: 'pharmacies.inStockLabel' }, { name: pharmacy.name })}
        >
          <FormattedMessage id="pharmacies.inStock" />
        </Link>
        <a
          href={mapUrl(pharmacy)}
          className={buttonClass('ghost', 'md')}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage({ id: 'pharmacies.mapLabel' }, { name: pharmacy.name })}
        >
          <Icon path={pinIcon} size={18} />
          <FormattedMessage id="pharmacies.map" />
        </a>
      </div>
    </article>
  );
};
