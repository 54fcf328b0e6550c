export { useGetProductsQuery, useGetProductDetailQuery, useGetCategoriesQuery, productsApi } from './api/productsApi';
export { useGetFavouritesQuery, useSetFavouriteMutation } from './api/favouritesApi';
export { FORM_KINDS, PRODUCT_SORTS, isFormKind } from './model/types';
export type {
  Category,
  FormKind,
  PharmacyStock,
  Product,
  ProductDetailPage,
  ProductDetails,
  ProductFacets,
  ProductSort,
  ProductsArgs,
  ProductsPage,
  VatRate,
} from './model/types';
export { favouritesListener } from './model/favouritesListener';
export { ProductImage } from './ui/product-image/ProductImage';
export type { ProductImageProps } from './ui/product-image/ProductImage';
export { ProductCard } from './ui/card/ProductCard';
export { ProductPrice } from './ui/card/ProductPrice';
export { Availability } from './ui/card/Availability';
export { RxBadge } from './ui/card/RxBadge';
export { FavouriteButton } from './ui/favourite/FavouriteButton';
export { renderFavourite } from './ui/favourite/renderFavourite';
export { ProductGrid } from './ui/listing/ProductGrid';
export type { ProductSlots } from './ui/listing/ProductGrid';
export { ProductListing } from './ui/listing/ProductListing';
export { CategoryTree } from './ui/category/CategoryTree';
export { CategoryChips } from './ui/category/CategoryChips';
export { Breadcrumbs } from './ui/nav/Breadcrumbs';
export type { Crumb } from './ui/nav/Breadcrumbs';
export { ProductDetailView } from './ui/detail/ProductDetailView';
export { FavouriteProducts } from './ui/favourite/FavouriteProducts';
export { NothingFound } from './ui/search/NothingFound';
export { categoryTrail, childCategories, findCategory, popularCategories, topCategories } from './lib/categoryTree';
export { LISTING_KEYS, PER_PAGE, PROMO_KEY, parseListing, parsePromoId, serializeListing, toProductsArgs } from './lib/listingQuery';
export type { ListingScope, ListingState } from './lib/listingQuery';
export { packLine } from './lib/formatLine';
