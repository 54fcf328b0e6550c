import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProductDetailPage } from '../../model/types';
import { ProductImage } from '../product-image/ProductImage';
import { ProductGrid, type ProductSlots } from '../listing/ProductGrid';
import { ProductSummary } from './ProductSummary';
import { ProductTexts } from './ProductTexts';
import { MedicineInfo } from './MedicineInfo';
import { PharmacyStockList } from './PharmacyStockList';
import styles from './ProductDetailView.module.css';

interface ProductDetailViewProps extends ProductSlots {
  page: ProductDetailPage;
  cityName: string | undefined;
  /** Quantity and add to cart, composed by the page. */
  buy?: ReactNode;
  /** Under the availability: the back-in-stock alert form when the city has none, composed by the page. */
  notify?: ReactNode;
  /** After where to get it: the cheaper alternatives, composed by the page. */
  alternatives?: ReactNode;
}

interface ProductStripProps extends ProductSlots {
  id: string;
  title: string;
  lead?: string;
  products: ProductDetailPage['related'];
}

/** A titled strip of other products under the product; nothing when there are none. */
const ProductStrip = ({ id, title, lead, products, renderActions, renderCorner }: ProductStripProps) =>
  products.length > 0 ? (
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <ProductGrid products={products} layout="strip" renderActions={renderActions} renderCorner={renderCorner} />
    </section>
  ) : null;

/**
 * The product page: packshot and buy box, texts and a medicine's leaflet, where to get it, cheaper
 * alternatives, analogues and related products. The texts, the pharmacies and the alternatives
 * are hydration parts of their own, as are the buy box and each card of the strips: a tap on one
 * hydrates that one (docs/decisions.md, "Hydration by parts").
 */
export const ProductDetailView = ({
  page,
  cityName,
  buy,
  notify,
  alternatives,
  renderActions,
  renderCorner,
}: ProductDetailViewProps) => {
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
        <ProductSummary page={page} cityName={cityName} buy={buy} notify={notify} />
      </div>

      <div className={styles.body}>
        <Suspense>
          <div className={styles.column}>
            <ProductTexts product={product} />
            <MedicineInfo product={product} />
          </div>
        </Suspense>
        <section aria-labelledby="detail-pharmacies" className={styles.block}>
          <h2 id="detail-pharmacies" className={styles.heading}>
            {cityName
              ? intl.formatMessage({ id: 'catalog.detail.pharmaciesCity' }, { city: cityName })
              : intl.formatMessage({ id: 'catalog.detail.pharmacies' })}
          </h2>
          {page.pharmacies.length > 0 ? (
            <Suspense>
              <PharmacyStockList
                pharmacies={page.pharmacies}
                allowSafety={product.allowSafety}
                packUnit={product.packUnit}
              />
            </Suspense>
          ) : (
            <p className={styles.lead}>{intl.formatMessage({ id: 'catalog.detail.noPharmacies' })}</p>
          )}
        </section>
      </div>

      {alternatives ? <Suspense>{alternatives}</Suspense> : null}
      <ProductStrip
        id="detail-analogues"
        title={intl.formatMessage({ id: 'catalog.detail.analogues' })}
        lead={
          product.activeSubstance
            ? intl.formatMessage({ id: 'catalog.detail.analoguesLead' }, { substance: product.activeSubstance })
            : undefined
        }
        products={page.analogues}
        renderActions={renderActions}
        renderCorner={renderCorner}
      />
      <ProductStrip
        id="detail-related"
        title={intl.formatMessage({ id: 'catalog.detail.related' })}
        products={page.related}
        renderActions={renderActions}
        renderCorner={renderCorner}
      />
    </article>
  );
};
