import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { useDocumentTitle } from '@/shared/i18n';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@/shared/ui';
import { renderAddToCart } from '@/features/cart';
import {
  CategoryChips,
  CategoryTree,
  renderFavourite,
  ProductListing,
  parseListing,
  parsePromoId,
  topCategories,
  useGetCategoriesQuery,
} from '@/features/catalog';
import { useCityId } from '@/features/city';
import { useGetPharmaciesQuery } from '@/features/pharmacies';
import { promoBanner, usePromo } from '@/features/promos';
import styles from './CatalogPage.module.css';

/** The name of the pharmacy whose assortment is shown (`?pharmacy=<id>`), once the city's list is known. */
const usePharmacyName = (): string | undefined => {
  const [params] = useSearchParams();
  const cityId = useCityId();
  const { pharmacyId } = parseListing(params);
  const { data: pharmacies } = useGetPharmaciesQuery(pharmacyId === null ? skipToken : { city_id: cityId }, {
    selectFromResult: ({ data }) => ({ data }),
  });
  const pharmacy = pharmacies?.find((item) => item.id === pharmacyId);
  return pharmacy ? `${pharmacy.name}, ${pharmacy.address}` : undefined;
};

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
  const { data: categories } = useGetCategoriesQuery();
  const pharmacyName = usePharmacyName();
  useDocumentTitle(null);
  return (
    <div className="container page">
      <h1 className="page-title">{intl.formatMessage({ id: 'page.catalog.title' })}</h1>
      <AtcEntry />
      {categories ? (
        <CategoryChips
          categories={topCategories(categories)}
          label={intl.formatMessage({ id: 'catalog.categories.label' })}
        />
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

/**
 * One promotion's products (`?promo=<id>`, the promo cards' link): its title and dates above
 * them, the filters of that subset. A promotion the city's list does not hold (ended, or never
 * was) says so instead of showing the whole catalogue.
 */
const PromoCatalog = ({ promoId }: { promoId: number }) => {
  const intl = useIntl();
  const { data: promos, promo, isError, refetch } = usePromo(promoId);
  // Its code came with the page's data (loader.ts); null only if it could not come (offline).
  const Banner = promoBanner();
  const pharmacyName = usePharmacyName();
  useDocumentTitle(promo ? promo.title : promos || isError ? intl.formatMessage({ id: 'promos.notFound' }) : undefined);

  if (isError && !promos)
    return (
      <div className="container page">
        <ErrorState onRetry={() => void refetch()} />
      </div>
    );
  if (!promos)
    return (
      <div className="container page">
        <LoadingState />
      </div>
    );
  if (!promo) {
    return (
      <div className="container page">
        <EmptyState titleAs="h1" title={<FormattedMessage id="promos.notFound" />}>
          <p>
            <FormattedMessage id="promos.notFoundText" />
          </p>
          <Link to={paths.offer} className={buttonClass('primary')}>
            <FormattedMessage id="promos.allPromotions" />
          </Link>
          <Link to={paths.catalog} className={buttonClass('secondary')}>
            <FormattedMessage id="catalog.toCatalog" />
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="container page">
      {Banner ? <Banner promo={promo} /> : <h1 className="page-title">{promo.title}</h1>}
      <ProductListing
        scope={{ promoId }}
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
