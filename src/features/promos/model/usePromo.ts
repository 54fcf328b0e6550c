import { useCityId } from '@/features/city';
import { useGetPromosQuery } from '../api/promosApi';

/**
 * One promotion of the city's list (the same query as `usePromos`, so one request), without
 * sorting the list into running and upcoming: the catalogue's promotion view needs no dates of
 * its own, and so does not carry their code (docs/performance.md, "First-load bytes").
 */
export const usePromo = (promoId: number) => {
  const query = useGetPromosQuery({ city_id: useCityId() });
  return { ...query, promo: query.data?.find((item) => item.id === promoId) };
};
