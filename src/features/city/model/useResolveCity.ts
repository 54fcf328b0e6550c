import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { useLocateCityQuery } from '../api/cityApi';
import { cityResolved, selectCityConfirmed, selectCityId, selectCityRestored, type CityState } from './citySlice';
import { forgetStoredCity, readStoredCityId } from './storedCity';

/**
 * Confirms the city once per visit (docs/behaviour.md §11): the stored cookie id is checked by the
 * server, and with no (valid) cookie the server locates the visitor by IP (currently always
 * id 1). A stored id the server does not know is dropped, so the next visit asks by IP.
 */
export const useResolveCity = (): void => {
  const dispatch = useAppDispatch();
  const confirmed = useStateSelector((state: { city: CityState }) => selectCityConfirmed(state));
  const selected = useStateSelector((state: { city: CityState }) => selectCityId(state));
  const restored = useStateSelector((state: { city: CityState }) => selectCityRestored(state));
  // The slice starts from the cookie, so the cookie's id is what is still unconfirmed.
  const { data } = useLocateCityQuery(confirmed || !restored ? skipToken : selected === null ? {} : { id: selected });
  useEffect(() => {
    if (confirmed || !restored || !data) return;
    const stored = readStoredCityId();
    if (stored !== null && stored !== data.id) forgetStoredCity();
    dispatch(cityResolved(data.id));
  }, [data, confirmed, restored, dispatch]);
};
