import { shownAnswer } from '@/shared/api';
import { useMemo } from 'react';
import { useClock } from '@/shared/lib';
import { useCityId } from '@/features/city';
import { useGetPromosQuery } from '../api/promosApi';
import { promoPhase, shopToday } from '../lib/promoDates';
import type { Promo } from './types';

/**
 * The city's promotions split into running and upcoming, with the Belgrade date they were
 * judged by. One query per city, shared by every component that shows promos.
 */
export const usePromos = () => {
  const cityId = useCityId();
  // Only what is shown: asking again for today's values with the same answer renders nothing
  // (docs/performance.md, "Today's values").
  const query = useGetPromosQuery({ city_id: cityId }, { selectFromResult: shownAnswer });
  const today = useClock(shopToday);
  const split = useMemo(() => {
    const running: Promo[] = [];
    const upcoming: Promo[] = [];
    for (const promo of query.data ?? []) (promoPhase(promo, today) === 'running' ? running : upcoming).push(promo);
    return { running, upcoming };
  }, [query.data, today]);
  return { ...query, ...split, today };
};
