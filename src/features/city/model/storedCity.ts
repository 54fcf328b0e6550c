import { readCookie, removeCookie, writeCookie } from '@/shared/storage';

/** `aptk_city` (docs/behaviour.md §5): an integer city id. */
const CITY_COOKIE = 'city';

/** The stored city id; anything but a positive integer counts as no city. */
export const readStoredCityId = (): number | null => {
  const raw = readCookie(CITY_COOKIE);
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
};

export const storeCityId = (id: number): void => writeCookie(CITY_COOKIE, String(id));

/** A stored value the server does not know counts as absent and is not asked about again. */
export const forgetStoredCity = (): void => removeCookie(CITY_COOKIE);
