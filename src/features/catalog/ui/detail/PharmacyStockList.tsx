import { useState } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { useFormatMoney } from '@/shared/i18n';
import { Icon, storeIcon } from '@/shared/ui';
import type { PackUnit, PharmacyStock } from '../../model/types';
import { LISTING_KEYS } from '../../lib/listingQuery';
import { ShowAllToggle } from '../ShowAllToggle';
import { UnitPrice } from '../card/UnitPrice';
import styles from './PharmacyStockList.module.css';

const SHORT_LIST = 5;

/** The city's pharmacies that have the product, cheapest first, with price, unit price and stock. */
export const PharmacyStockList = ({
  pharmacies,
  allowSafety,
  packUnit,
}: {
  pharmacies: PharmacyStock[];
  allowSafety: boolean;
  packUnit: PackUnit | null;
}) => {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? pharmacies : pharmacies.slice(0, SHORT_LIST);
  return (
    <>
      <ul className={styles.list} data-city-value>
        {shown.map((pharmacy) => (
          <li key={pharmacy.pharmacyId} className={styles.row}>
            <Icon path={storeIcon} size={20} className={styles.icon} />
            <div className={styles.place}>
              <p className={styles.name}>{pharmacy.name}</p>
              <p className={styles.address}>{pharmacy.address}</p>
              <Link
                className={styles.assortment}
                to={`${paths.catalog}?${LISTING_KEYS.pharmacy}=${pharmacy.pharmacyId}`}
              >
                {intl.formatMessage({ id: 'catalog.detail.pharmacyAssortment' })}
              </Link>
            </div>
            <div className={styles.offer}>
              <p className={styles.price}>
                {allowSafety || pharmacy.price === null
                  ? intl.formatMessage({ id: 'catalog.price.atPharmacy' })
                  : formatMoney(pharmacy.price)}
                <UnitPrice price={pharmacy.price} unit={packUnit} atPharmacy={allowSafety || pharmacy.price === null} />
              </p>
              <p className={styles.stock}>
                {intl.formatMessage({ id: 'catalog.detail.inStock' }, { count: pharmacy.quantity })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {pharmacies.length > SHORT_LIST ? (
        <ShowAllToggle
          className={styles.more}
          expanded={expanded}
          onToggle={() => setExpanded((value) => !value)}
          labels={{ all: 'catalog.detail.pharmaciesAll', less: 'catalog.detail.pharmaciesLess' }}
          count={pharmacies.length}
        />
      ) : null}
    </>
  );
};
