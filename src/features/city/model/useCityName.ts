import { useGetCitiesQuery } from '../api/cityApi';
import { useCityId } from './useCityId';

/** The selected city's name in the page language; undefined while the list loads. */
export const useCityName = (): string | undefined => {
  const cityId = useCityId();
  const { data: cities } = useGetCitiesQuery();
  return cities?.find((city) => city.id === cityId)?.name;
};
