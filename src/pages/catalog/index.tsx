import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import { renderAddToCart } from '@/features/cart';
import {
  CategoryChips,
  CategoryTree,
  renderFavourite,
  ProductListing,
  parseListing,
  topCategories,
  useGetCategoriesQuery,
} from '@/features/catalog';
import { useCityId } from '@/features/city';
import { useGetPharmaciesQuery } from '@/features/pharmacies';

/** The name of the pharmacy whose assortment is shown (`?pharmacy=<id>`), once the city's list is known. */
const usePharmacyName = (): string | undefined => {
  const [params] = useSearchParams();
  const cityId = useCityId();
  const { pharmacyId } = parseListing(params);
  const { data: pharmacies } = useGetPharmaciesQuery(pharmacyId === null ? skipToken : { city_id: cityId });
  const pharmacy = pharmacies?.find((item) => item.id === pharmacyId);
  return pharmacy ? `${pharmacy.name}, ${pharmacy.address}` : undefined;
};

/** The whole catalogue: categories to narrow down, and every product with filters and sorting. */
export const Component = () => {
  const intl = useIntl();
  const { data: categories } = useGetCategoriesQuery();
  const pharmacyName = usePharmacyName();
  return (
    <div className="container page">
      <h1 className="page-title">{intl.formatMessage({ id: 'page.catalog.title' })}</h1>
      {categories ? <CategoryChips categories={topCategories(categories)} label={intl.formatMessage({ id: 'catalog.categories.label' })} /> : null}
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
