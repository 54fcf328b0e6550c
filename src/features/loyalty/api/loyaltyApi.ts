import { baseApi, LoyaltySchema, type LoyaltyCardDto, type LoyaltyDto } from '@/shared/api';
import { keepCard } from '../model/storedCard';

/** One change of the balance, as the card lists it (docs/api.md, "Loyalty card"). */
export interface LoyaltyMovement {
  at: string;
  points: number;
  reason: LoyaltyCardDto['movements'][number]['reason'];
  orderNumber: string | null;
}

/** A member's card: the number the counter scans, the balance and the last movements. */
export interface LoyaltyCard {
  number: string;
  points: number;
  movements: LoyaltyMovement[];
}

const toCard = ({ card }: LoyaltyDto): LoyaltyCard | null =>
  card && {
    number: card.number,
    points: card.points,
    movements: card.movements.map((m) => ({
      at: m.at,
      points: m.points,
      reason: m.reason,
      orderNumber: m.order_number,
    })),
  };

export const loyaltyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The card, or null for a client who has not joined. */
    getLoyaltyCard: build.query<LoyaltyCard | null, void>({
      query: () => ({ url: '/loyalty' }),
      rawResponseSchema: LoyaltySchema,
      transformResponse: toCard,
      onQueryStarted: async (_arg, { queryFulfilled }) => {
        const result = await queryFulfilled.catch(() => null);
        if (result) keepCard(result.data);
      },
    }),
    /**
     * Joining answers the new card, which becomes the page's card without asking again: a patch
     * of the cached answer (an upsert would check the mapped card against the raw answer's schema).
     */
    joinLoyalty: build.mutation<LoyaltyCard | null, void>({
      query: () => ({ url: '/loyalty/join', method: 'PUT', params: { accept_terms: true } }),
      rawResponseSchema: LoyaltySchema,
      transformResponse: toCard,
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        keepCard(result.data);
        dispatch(loyaltyApi.util.updateQueryData('getLoyaltyCard', undefined, () => result.data));
      },
    }),
  }),
});

export const { useGetLoyaltyCardQuery, useJoinLoyaltyMutation } = loyaltyApi;
