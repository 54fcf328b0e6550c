import { DEFAULT_CITY_ID } from '@/shared/config';
import { useStateSelector } from '@/shared/lib';
import { selectCityId, type CityState } from './citySlice';

/**
 * The city every price and availability is asked for. The default is taken inside the selector:
 * the located city confirming the default one (null, then 1) then renders nothing, where every
 * reader rendered again, synchronously, with parts not hydrated yet (docs/performance.md, "Load tasks and the start").
 */
export const useCityId = (): number =>
  useStateSelector((state: { city: CityState }) => selectCityId(state) ?? DEFAULT_CITY_ID);
