import { baseApi, DeliverySchema, DeliveryTermsSchema } from '@/shared/api';
import { cartReplaced, selectCartLines, type CartState } from '@/features/cart';
import type { DeliveryArgs, Delivery, DeliveryTerms } from '../model/types';

/** docs/api.md, "Delivery". The placed delivery is one shared result (`PLACED`), read by the cart page. */
const deliveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryTerms: build.query<DeliveryTerms, { city_id: number }>({
      query: (params) => ({ url: '/delivery', params }),
      rawResponseSchema: DeliveryTermsSchema,
    }),
    placeDelivery: build.mutation<Delivery, DeliveryArgs>({
      query: (params) => ({ url: '/orders/delivery', method: 'POST', params }),
      rawResponseSchema: DeliverySchema,
      /**
       * A placed delivery takes its lines out of the cart: what stays is the medicines, which
       * the usual checkout reserves for pickup (docs/decisions.md, "Delivery of what may be
       * delivered"). The mutation's own lifecycle, in the store, not a component's effect; it
       * lives with the cart page's code instead of in every page's first load.
       */
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        const placed = await queryFulfilled.catch(() => null);
        if (!placed) return;
        const delivered = new Set(placed.data.lines.map((line) => line.id));
        const lines = selectCartLines(getState() as unknown as { cart: CartState });
        dispatch(cartReplaced(lines.filter((line) => !delivered.has(line.id))));
      },
    }),
  }),
});

/** One placed delivery per cart page: the form places it, the panel shows it. */
export const PLACED = 'delivery';

export const { useGetDeliveryTermsQuery, usePlaceDeliveryMutation } = deliveryApi;
