import { baseApi, DeliverySchema, DeliveryTermsSchema } from '@/shared/api';
import type { DeliveryArgs, Delivery, DeliveryTerms } from '../model/types';

/** docs/api.md, "Delivery". The placed delivery is one shared result (`PLACED`), read by the cart page. */
export const deliveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryTerms: build.query<DeliveryTerms, { city_id: number }>({
      query: (params) => ({ url: '/delivery', params }),
      rawResponseSchema: DeliveryTermsSchema,
    }),
    placeDelivery: build.mutation<Delivery, DeliveryArgs>({
      query: (params) => ({ url: '/orders/delivery', method: 'POST', params }),
      rawResponseSchema: DeliverySchema,
    }),
  }),
});

/** One placed delivery per cart page: the form places it, the panel shows it. */
export const PLACED = 'delivery';

export const { useGetDeliveryTermsQuery, usePlaceDeliveryMutation } = deliveryApi;
