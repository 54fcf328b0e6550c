export { baseApi } from './baseApi';
export { apiBaseQuery } from './baseQuery';
export { AUTH_TOKEN_COOKIE, readAuthToken } from './headerCookies';
export { readFailedCall } from './errors';
export { isApiError } from './types';
export {
  FORM_KINDS,
  AlertSchema,
  AlertsSchema,
  CartItemsSchema,
  OffersSchema,
  OrderSchema,
  OrdersSchema,
  ProductDetailSchema,
  ProductsSchema,
  ProfileSchema,
} from './answers';
export type {
  AlertDto,
  CartItemsDto,
  OffersDto,
  OrderDto,
  OrdersDto,
  PharmacyDto,
  ProductCardDto,
  ProductDetailDto,
  ProductsDto,
  ProfileDto,
} from './answers';
export type { ApiError, ApiRequest } from './types';
export type { ServerRenderExtra } from './serverRender';
