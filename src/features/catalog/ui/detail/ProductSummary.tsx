import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EarnedPoints } from '@/features/loyalty';
import type { ProductDetailPage } from '../../model/types';
import { formatLine } from '../../lib/formatLine';
import { ProductPrice } from '../card/ProductPrice';
import { RxBadge } from '../card/RxBadge';
import { PackCount } from '../card/UnitPrice';
import { FavouriteButton } from '../favourite/FavouriteButton';
import { StockSummary } from './StockSummary';
import styles from './ProductSummary.module.css';

/** Name, maker, form, the prescription note, price and availability in the city, and the buy box. */
export const ProductSummary = ({
  page,
  cityName,
  buy,
  notify,
}: {
  page: ProductDetailPage;
  cityName: string | undefined;
  buy?: ReactNode;
  notify?: ReactNode;
}) => {
  const intl = useIntl();
  const { product } = page;
  return (
    <div className={styles.summary}>
      <p className={styles.maker}>{product.manufacturer}</p>
      <h1 className={styles.name}>{product.name}</h1>
      <p className={styles.meta}>{formatLine([product.form, product.dosage, product.pack])}</p>
      {product.activeSubstance ? (
        <p className={styles.substance}>
          {intl.formatMessage({ id: 'catalog.detail.substance' }, { substance: product.activeSubstance })}
        </p>
      ) : null}
      {product.rxUnknown ? (
        <p className={styles.rx}>{intl.formatMessage({ id: 'catalog.rx.unknown' })}</p>
      ) : product.rx ? (
        <div className={styles.rx}>
          <RxBadge long />
          <p>{intl.formatMessage({ id: 'catalog.rx.note' })}</p>
        </div>
      ) : null}
      <div className={styles.buyBox}>
        <ProductPrice product={product} size="lg" />
        <PackCount unit={product.packUnit} />
        {product.price !== null && product.vatRate !== null ? (
          <p className={styles.vat}>{intl.formatMessage({ id: 'catalog.detail.vat' }, { rate: product.vatRate })}</p>
        ) : null}
        <EarnedPoints points={page.points} />
        <StockSummary page={page} cityName={cityName} />
        {notify}
        {/* The buy box is tapped first: it hydrates alone (docs/decisions.md, "Hydration by parts"). */}
        <Suspense>
          <div className={styles.actions}>
            {buy}
            <FavouriteButton productId={product.id} productName={product.name} variant="full" />
          </div>
        </Suspense>
        <p className={styles.pickup}>{intl.formatMessage({ id: 'catalog.detail.pickupNote' })}</p>
      </div>
    </div>
  );
};
