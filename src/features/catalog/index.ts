export {
  useGetProductsQuery,
  useGetProductDetailQuery,
  useGetCategoriesQuery,
  useGetAtcGroupsQuery,
  productsApi,
} from './api/productsApi';
export type { AtcGroup, Category, PackUnit, Product, ProductDetailPage, ProductDetails } from './model/types';
export { registerFavouritesListeners } from './model/favouritesListener';
export { ProductImage } from './ui/product-image/ProductImage';
export { loadPackshotDrawer } from './ui/product-image/drawer';
export { RxBadge } from './ui/card/RxBadge';
export { renderFavourite } from './ui/favourite/renderFavourite';
export { ProductGrid } from './ui/listing/ProductGrid';
export { ProductListing } from './ui/listing/ProductListing';
export { CategoryTree } from './ui/category/CategoryTree';
export { CategoryChips } from './ui/category/CategoryChips';
export { Breadcrumbs } from './ui/nav/Breadcrumbs';
export { ProductDetailView } from './ui/detail/ProductDetailView';
export { FavouriteProducts } from './ui/favourite/FavouriteProducts';
export { NothingFound } from './ui/search/NothingFound';
export { categoryTrail, childCategories, popularCategories, topCategories } from './lib/categoryTree';
export { parseListing, parsePromoId, toProductsArgs } from './lib/listingQuery';
export type { ListingScope } from './lib/listingQuery';
export { packLine } from './lib/formatLine';
export { UnitPrice } from './ui/card/UnitPrice';
export { withoutRx } from './lib/withoutRx';
export { CheaperAlternatives } from './ui/alternatives/CheaperAlternatives';
