import { baseApi, OffersSchema, OrderSchema, OrdersSchema, type OrdersDto } from '@/shared/api';
import type { Offer, Order, OrderItem, PlaceOrderArgs } from '../model/types';
import { toOffers, toOrder } from './dto';

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What each pharmacy of the city can give for the cart (step "List of pharmacies"). */
    getPharmacyOffers: build.query<Offer[], { city_id: number; items: OrderItem[] }>({
      query: (params) => ({ url: '/pharmacies/offers', params }),
      rawResponseSchema: OffersSchema,
      transformResponse: toOffers,
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
  }),
});

export const { useGetPharmacyOffersQuery, usePlaceOrderMutation, useGetOrdersQuery, useGetOrderQuery } = checkoutApi;
