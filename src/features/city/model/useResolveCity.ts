import { skipToken } from '@reduxjs/toolkit/query';
import { useStateSelector } from '@/shared/lib';
import { useLocateCityQuery } from '../api/cityApi';
import { selectCityConfirmed, selectCityId, selectCityRestored, type CityState } from './citySlice';

/**
 * Confirms the city once per visit (docs/behaviour.md §11): the stored cookie id is checked by the
 * server, and with no (valid) cookie the server locates the visitor by IP (currently always
 * id 1). The answer is taken by the city's listener (`listener.ts`), in the same store update.
 */
const noResult = {};

export const useResolveCity = (): void => {
  const confirmed = useStateSelector((state: { city: CityState }) => selectCityConfirmed(state));
  const selected = useStateSelector((state: { city: CityState }) => selectCityId(state));
  const restored = useStateSelector((state: { city: CityState }) => selectCityRestored(state));
  // The slice starts from the cookie, so the cookie's id is what is still unconfirmed.
  // Only asks: the answer is the listener's, so this component does not render on it.
  useLocateCityQuery(confirmed || !restored ? skipToken : selected === null ? {} : { id: selected }, {
    selectFromResult: () => noResult,
  });
};
