import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatMoney } from '@/shared/i18n';
import type { Product } from '../../model/types';
import { UnitPrice } from './UnitPrice';
import styles from './ProductPrice.module.css';

/**
 * The price of a product in the selected city: the promo price with the old one struck
 * through, 'Price will be known at the pharmacy' for allow_safety items, nothing when no
 * pharmacy of the city has it (the availability line says so); the unit price under it.
 */
export const ProductPrice = ({
  product,
  size = 'md',
  prefix,
}: {
  product: Pick<Product, 'price' | 'oldPrice' | 'allowSafety' | 'packUnit' | 'rx'>;
  size?: 'md' | 'lg';
  prefix?: boolean;
}) => {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  if (product.allowSafety) {
    return (
      <p className={`${styles.price} ${styles.safety}`} data-city-value>
        <FormattedMessage id="catalog.price.atPharmacy" />
        <UnitPrice price={null} unit={product.packUnit} atPharmacy />
      </p>
    );
  }
  if (product.price === null) return null;
  const price = formatMoney(product.price);
  // Never a struck-through price for a prescription medicine (docs/behaviour.md §15).
  const oldPrice = product.rx ? null : product.oldPrice;
  return (
    <p className={size === 'lg' ? `${styles.price} ${styles.lg}` : styles.price} data-city-value>
      {prefix ? (
        <span className={styles.prefix}>
          <FormattedMessage id="catalog.price.from" />{' '}
        </span>
      ) : null}
      <span className={oldPrice !== null ? styles.promo : styles.current}>{price}</span>
      {oldPrice !== null ? (
        <s className={styles.old}>
          <span className="visually-hidden">{intl.formatMessage({ id: 'catalog.price.was' })} </span>
          {formatMoney(oldPrice)}
        </s>
      ) : null}
      <UnitPrice price={product.price} unit={product.packUnit} />
    </p>
  );
};
