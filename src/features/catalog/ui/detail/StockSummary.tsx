import { useIntl } from 'react-intl';
import { useFormatMoney } from '@/shared/i18n';
import type { ProductDetailPage } from '../../model/types';
import styles from './StockSummary.module.css';

/** The lowest price among the city's pharmacies that have it (falls back to the city price). */
const lowestPrice = (page: ProductDetailPage): number | null => {
  const prices = page.pharmacies.map((pharmacy) => pharmacy.price).filter((price): price is number => price !== null);
  return prices.length > 0 ? Math.min(...prices) : page.product.price;
};

/** 'In N pharmacies in {city}, from X RSD', or that the city has none. */
export const StockSummary = ({ page, cityName }: { page: ProductDetailPage; cityName: string | undefined }) => {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const count = page.pharmacies.length;
  const city = cityName ?? '';
  if (count === 0) {
    return (
      <p className={`${styles.summary} ${styles.none}`} data-city-value>
        {intl.formatMessage({ id: cityName ? 'catalog.detail.notInCity' : 'catalog.availability.none' }, { city })}
      </p>
    );
  }
  const price = page.product.allowSafety ? null : lowestPrice(page);
  return (
    <p className={styles.summary} data-city-value>
      <span className={styles.dot} aria-hidden="true" />
      <span>
        {price === null
          ? intl.formatMessage(
              { id: cityName ? 'catalog.detail.inCity' : 'catalog.availability.inPharmacies' },
              { count, city },
            )
          : intl.formatMessage(
              { id: cityName ? 'catalog.detail.inCityFrom' : 'catalog.detail.inPharmaciesFrom' },
              { count, city, price: formatMoney(price) },
            )}
      </span>
    </p>
  );
};
