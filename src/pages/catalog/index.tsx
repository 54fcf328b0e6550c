import { answerData } from '@/shared/api';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { useDocumentTitle } from '@/shared/i18n';
import { buttonClass } from '@/shared/ui';
import { renderAddToCart } from '@/features/cart';
import {
  CategoryChips,
  CategoryTree,
  renderFavourite,
  ProductListing,
  parsePromoId,
  topCategories,
  useGetCategoriesQuery,
} from '@/features/catalog';
import { PromoCatalog } from './PromoCatalog';
import { usePharmacyName } from './usePharmacyName';
import styles from './CatalogPage.module.css';

/** Beside the shop categories, the way into browsing medicines by ATC group. */
const AtcEntry = () => {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'medinfo.atc.browseLabel' })} className={styles.browse}>
      <Link to={paths.atc()} className={buttonClass('secondary')}>
        {intl.formatMessage({ id: 'medinfo.atc.browse' })}
      </Link>
    </nav>
  );
};

/** The whole catalogue: categories to narrow down, and every product with filters and sorting. */
const WholeCatalog = () => {
  const intl = useIntl();
  // Only what is shown: asking again for today's values with the same answer renders nothing
  // (docs/performance.md, "Today's values").
  const { data: categories } = useGetCategoriesQuery(undefined, { selectFromResult: answerData });
  const pharmacyName = usePharmacyName();
  useDocumentTitle(null);
  return (
    <div className="container page">
      <h1 className="page-title">{intl.formatMessage({ id: 'page.catalog.title' })}</h1>
      <AtcEntry />
      {categories ? (
        // A hydration part of its own, as the listing's are (docs/decisions.md, "Hydration by parts").
        <Suspense>
          <CategoryChips
            categories={topCategories(categories)}
            label={intl.formatMessage({ id: 'catalog.categories.label' })}
          />
        </Suspense>
      ) : null}
      <ProductListing
        scope={{}}
        sidebarTop={categories ? <CategoryTree categories={categories} /> : null}
        pharmacyName={pharmacyName}
        renderActions={renderAddToCart}
        renderCorner={renderFavourite}
      />
    </div>
  );
};

export const Component = () => {
  const [params] = useSearchParams();
  const promoId = parsePromoId(params);
  return promoId === null ? <WholeCatalog /> : <PromoCatalog key={promoId} promoId={promoId} />;
};
