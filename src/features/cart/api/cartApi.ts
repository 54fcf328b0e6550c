import { baseApi, CartItemsSchema, type CartItemsDto } from '@/shared/api';
import { showToast } from '@/shared/ui';
import { cartLinesDropped } from '../model/cartSlice';

/** Parameters of GET /cart/items (docs/api.md). */
export interface CartPricingArgs {
  items: Array<{ id: number; quantity: number }>;
  city_id: number;
}

/** One cart line as the server priced it for the city. */
interface PricedItem {
  id: number;
  /** Unit price in the city; 0 for allowSafety items, null when no pharmacy of the city has it. */
  price: number | null;
  quantity: number;
  /** The price is only known at the pharmacy. */
  allowSafety: boolean;
}

export interface CartPricing {
  items: PricedItem[];
  /** Pharmacies of the city that can serve the whole cart. */
  storesQuantity: number | null;
  /** Loyalty points the cart earns at the city's prices (docs/api.md §5c). */
  points: number;
}

const toPricing = (answer: CartItemsDto): CartPricing => ({
  items: answer.items.map((item) => ({
    id: item.id,
    price: item.price,
    quantity: item.requested_quantity,
    allowSafety: item.allow_safety,
  })),
  storesQuantity: answer.stores_quantity ?? null,
  points: answer.points,
});

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Prices the cart in a city. Each argument set is its own cache entry, so an old answer never replaces a newer one. */
    getCartItems: build.query<CartPricing, CartPricingArgs>({
      query: (params) => ({ url: '/cart/items', params }),
      rawResponseSchema: CartItemsSchema,
      transformResponse: toPricing,
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The server leaves out products it does not know; they leave the cart (docs/api.md).
          const known = new Set(data.items.map((item) => item.id));
          const unknown = args.items.map((item) => item.id).filter((id) => !known.has(id));
          if (unknown.length > 0) {
            dispatch(cartLinesDropped(unknown));
            dispatch(showToast({ tone: 'info', messageId: 'cart.dropped', durationMs: 4000 }));
          }
        } catch {
          // A failed call is shown by the app's error toasts; the stored lines stay.
        }
      },
    }),
  }),
});

export const { useGetCartItemsQuery } = cartApi;
