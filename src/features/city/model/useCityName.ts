import { answerData } from '@/shared/api';
import { useGetCitiesQuery } from '../api/cityApi';
import { useCityId } from './useCityId';

/** The selected city's name in the page language; undefined while the list loads. */
export const useCityName = (): string | undefined => {
  const cityId = useCityId();
  // Only what is shown: a refetch of the same list renders nothing (docs/performance.md, "Today's values").
  const { data: cities } = useGetCitiesQuery(undefined, { selectFromResult: answerData });
  return cities?.find((city) => city.id === cityId)?.name;
};
