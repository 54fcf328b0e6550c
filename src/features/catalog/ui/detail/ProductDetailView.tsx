import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProductDetailPage } from '../../model/types';
import { ProductImage } from '../product-image/ProductImage';
import { ProductGrid, type ProductSlots } from '../listing/ProductGrid';
import { ProductSummary } from './ProductSummary';
import { ProductTexts } from './ProductTexts';
import { PharmacyStockList } from './PharmacyStockList';
import styles from './ProductDetailView.module.css';

interface ProductDetailViewProps extends ProductSlots {
  page: ProductDetailPage;
  cityName: string | undefined;
  /** Quantity and add to cart, composed by the page. */
  buy?: ReactNode;
}

/** The product page: packshot and buy box, texts, where to get it, analogues and related products. */
export const ProductDetailView = ({ page, cityName, buy, renderActions, renderCorner }: ProductDetailViewProps) => {
  const intl = useIntl();
  const { product } = page;
  return (
    <article className={styles.page}>
      <div className={styles.top}>
        <div className={styles.picture}>
          <ProductImage
            formKind={product.formKind}
            color={product.color}
            name={product.name}
            dosage={product.dosage}
            label={intl.formatMessage({ id: 'catalog.detail.imageLabel' }, { name: product.name, form: product.form })}
          />
        </div>
        <ProductSummary page={page} cityName={cityName} buy={buy} />
      </div>

      <div className={styles.body}>
        <ProductTexts product={product} />
        <section aria-labelledby="detail-pharmacies" className={styles.block}>
          <h2 id="detail-pharmacies" className={styles.heading}>
            {cityName
              ? intl.formatMessage({ id: 'catalog.detail.pharmaciesCity' }, { city: cityName })
              : intl.formatMessage({ id: 'catalog.detail.pharmacies' })}
          </h2>
          {page.pharmacies.length > 0 ? (
            <PharmacyStockList pharmacies={page.pharmacies} allowSafety={product.allowSafety} />
          ) : (
            <p className={styles.muted}>{intl.formatMessage({ id: 'catalog.detail.noPharmacies' })}</p>
          )}
        </section>
      </div>

      {page.analogues.length > 0 ? (
        <section aria-labelledby="detail-analogues" className={styles.block}>
          <h2 id="detail-analogues" className={styles.heading}>
            {intl.formatMessage({ id: 'catalog.detail.analogues' })}
          </h2>
          {product.activeSubstance ? (
            <p className={styles.lead}>
              {intl.formatMessage({ id: 'catalog.detail.analoguesLead' }, { substance: product.activeSubstance })}
            </p>
          ) : null}
          <ProductGrid
            products={page.analogues}
            layout="strip"
            renderActions={renderActions}
            renderCorner={renderCorner}
          />
        </section>
      ) : null}

      {page.related.length > 0 ? (
        <section aria-labelledby="detail-related" className={styles.block}>
          <h2 id="detail-related" className={styles.heading}>
            {intl.formatMessage({ id: 'catalog.detail.related' })}
          </h2>
          <ProductGrid
            products={page.related}
            layout="strip"
            renderActions={renderActions}
            renderCorner={renderCorner}
          />
        </section>
      ) : null}
    </article>
  );
};
