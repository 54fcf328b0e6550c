import { DEFAULT_CITY_ID } from '@/shared/config';
import { useStateSelector } from '@/shared/lib';
import { selectCityId, type CityState } from './citySlice';

/** The city every price and availability is asked for. */
export const useCityId = (): number =>
  useStateSelector((state: { city: CityState }) => selectCityId(state)) ?? DEFAULT_CITY_ID;
