import { useIntl } from 'react-intl';
import { AddToCartButton } from '@/features/cart';
import { CategoryChips, CategoryTree, FavouriteButton, ProductListing, topCategories, useGetCategoriesQuery, type Product } from '@/features/catalog';

const renderActions = (product: Product) => (
  <AddToCartButton productId={product.id} productName={product.name} disabled={product.pharmaciesCount === 0} />
);
const renderCorner = (product: Product) => <FavouriteButton productId={product.id} productName={product.name} />;

/** The whole catalogue: categories to narrow down, and every product with filters and sorting. */
export const Component = () => {
  const intl = useIntl();
  const { data: categories } = useGetCategoriesQuery();
  return (
    <div className="container page">
      <h1 className="page-title">{intl.formatMessage({ id: 'page.catalog.title' })}</h1>
      {categories ? <CategoryChips categories={topCategories(categories)} label={intl.formatMessage({ id: 'catalog.categories.label' })} /> : null}
      <ProductListing
        scope={{}}
        sidebarTop={categories ? <CategoryTree categories={categories} /> : null}
        renderActions={renderActions}
        renderCorner={renderCorner}
      />
    </div>
  );
};
