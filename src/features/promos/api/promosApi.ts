import { baseApi, PromosSchema, type PromoDto, type PromosDto } from '@/shared/api';
import type { Promo } from '../model/types';

const toPromo = (dto: PromoDto): Promo => ({
  id: dto.id,
  slug: dto.slug,
  title: dto.title,
  description: dto.description,
  discountPercent: dto.discount_percent,
  startsAt: dto.starts_at,
  endsAt: dto.ends_at,
  productsCount: dto.products_count,
  color: dto.color,
});

export const promosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Running promos first (by end date), then upcoming ones; ended ones are not listed. */
    getPromos: build.query<Promo[], { city_id: number }>({
      query: (params) => ({ url: '/promos', params }),
      rawResponseSchema: PromosSchema,
      transformResponse: (answer: PromosDto) => answer.list.map(toPromo),
    }),
  }),
});

export const { useGetPromosQuery } = promosApi;
