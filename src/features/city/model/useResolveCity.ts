import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { readCookie } from '@/shared/storage';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { useLocateCityQuery } from '../api/cityApi';
import { cityResolved, selectCityId, type CityState } from './citySlice';
import { CITY_COOKIE } from './listener';

const storedCityId = (): number | undefined => {
  const raw = readCookie(CITY_COOKIE);
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * Picks the city once per visit: the stored cookie id checked by the server, or, with no
 * (valid) cookie, the visitor's city by IP (spec section 4: currently always id 1).
 */
export const useResolveCity = (): void => {
  const dispatch = useAppDispatch();
  const selected = useStateSelector((state: { city: CityState }) => selectCityId(state));
  const stored = storedCityId();
  const { data } = useLocateCityQuery(selected === null ? (stored === undefined ? {} : { id: stored }) : skipToken);
  useEffect(() => {
    if (selected === null && data) dispatch(cityResolved(data.id));
  }, [data, selected, dispatch]);
};
