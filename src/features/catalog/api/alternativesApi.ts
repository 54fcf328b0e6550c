import { AlternativesSchema, baseApi, type AlternativesDto } from '@/shared/api';
import type { Alternatives } from '../model/types';
import { toProduct } from './dto';

const toAlternatives = (dto: AlternativesDto): Alternatives => ({
  product: toProduct(dto.product),
  list: dto.list.map(toProduct),
});

/**
 * The product page's cheaper alternatives (docs/api.md, "Cheaper alternatives"). Injected by
 * the chunk that shows them, which loads when their place comes near the screen, so neither
 * the call nor its code is part of a page's first load. Always asked from the network with the
 * visitor's city: the answer is never in the prerendered HTML (docs/decisions.md, "Cheaper
 * alternatives").
 */
export const alternativesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAlternatives: build.query<Alternatives, { id: number; city_id: number }>({
      query: (params) => ({ url: '/products/alternatives', params }),
      rawResponseSchema: AlternativesSchema,
      transformResponse: toAlternatives,
    }),
  }),
});

export const { useGetAlternativesQuery } = alternativesApi;
