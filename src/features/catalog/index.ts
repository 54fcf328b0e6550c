export { useGetProductsQuery, useGetProductDetailQuery, useGetCategoriesQuery } from './api/productsApi';
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
export { useFavourite } from './model/useFavourite';
export { ProductImage } from './ui/product-image/ProductImage';
export type { ProductImageProps } from './ui/product-image/ProductImage';
export { ProductCard } from './ui/card/ProductCard';
export { ProductPrice } from './ui/card/ProductPrice';
export { Availability } from './ui/card/Availability';
export { RxBadge } from './ui/card/RxBadge';
export { FavouriteButton } from './ui/favourite/FavouriteButton';
