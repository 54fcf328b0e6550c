export { baseApi } from './baseApi';
export { apiBaseQuery } from './baseQuery';
export { AUTH_TOKEN_COOKIE, readAuthToken } from './headerCookies';
export { readFailedCall } from './errors';
export { isApiError } from './types';
export {
  FORM_KINDS,
  CartItemsSchema,
  OffersSchema,
  OrderSchema,
  OrdersSchema,
  ProductDetailSchema,
  ProductsSchema,
  ProfileSchema,
  TransfersSchema,
  VisitSchema,
} from './answers';
export type {
  CartItemsDto,
  OffersDto,
  OrderDto,
  OrdersDto,
  PharmacyDto,
  ProductCardDto,
  ProductDetailDto,
  ProductsDto,
  ProfileDto,
  TransfersDto,
  VisitDto,
} from './answers';
export type { ApiError, ApiRequest } from './types';
export type { ServerRenderExtra } from './serverRender';
