import {
  baseApi,
  OffersSchema,
  OrderSchema,
  OrdersSchema,
  TransfersSchema,
  VisitSchema,
  type OrdersDto,
  type VisitDto,
} from '@/shared/api';
import type { Order, OrderItem, PharmacyOffers, PlaceOrderArgs, PlaceVisitArgs, Transfer } from '../model/types';
import { toOffers, toOrder, toTransfers } from './dto';

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What each pharmacy of the city can give for the cart (step "List of pharmacies"). */
    getPharmacyOffers: build.query<PharmacyOffers, { city_id: number; items: OrderItem[] }>({
      query: (params) => ({ url: '/pharmacies/offers', params }),
      rawResponseSchema: OffersSchema,
      transformResponse: toOffers,
    }),
    /** What other pharmacies can bring to the chosen one for the lines it lacks. */
    getTransfers: build.query<Transfer[], { city_id: number; pharmacy_id: number; items: OrderItem[] }>({
      query: (params) => ({ url: '/pharmacies/transfers', params }),
      rawResponseSchema: TransfersSchema,
      transformResponse: toTransfers,
    }),
    /** The reservations of a split, placed with one confirmation and one key. */
    placeVisit: build.mutation<Order[], PlaceVisitArgs>({
      query: (params) => ({ url: '/orders/visit', method: 'POST', params }),
      rawResponseSchema: VisitSchema,
      transformResponse: (answer: VisitDto) => answer.list.map(toOrder),
      invalidatesTags: ['Orders'],
    }),
    placeOrder: build.mutation<Order, PlaceOrderArgs>({
      query: (params) => ({ url: '/orders', method: 'POST', params }),
      rawResponseSchema: OrderSchema,
      transformResponse: toOrder,
      invalidatesTags: ['Orders'],
    }),
    getOrders: build.query<Order[], void>({
      query: () => ({ url: '/orders' }),
      rawResponseSchema: OrdersSchema,
      transformResponse: (answer: OrdersDto) => answer.list.map(toOrder),
      providesTags: ['Orders'],
    }),
    getOrder: build.query<Order, { id: number }>({
      query: (params) => ({ url: '/orders/detail', params }),
      rawResponseSchema: OrderSchema,
      transformResponse: toOrder,
      providesTags: ['Orders'],
    }),
    /**
     * One order followed by its track key, with or without a session. A POST, so that the key,
     * which shows the pickup code, travels in the body and never in a URL (docs/api.md,
     * POST /orders/track).
     */
    trackOrder: build.query<Order, { id: number; key: string }>({
      query: (params) => ({ url: '/orders/track', method: 'POST', params }),
      rawResponseSchema: OrderSchema,
      transformResponse: toOrder,
    }),
  }),
});

export const {
  useGetPharmacyOffersQuery,
  useGetTransfersQuery,
  usePlaceOrderMutation,
  usePlaceVisitMutation,
  useGetOrdersQuery,
  useGetOrderQuery,
  useTrackOrderQuery,
} = checkoutApi;
