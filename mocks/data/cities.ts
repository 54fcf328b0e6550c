import type { L10n } from '../lib/i18n';
import citySeeds from './cities.seed.json';

export interface CitySeed {
  id: number;
  name: L10n;
  /** city centre */
  lat: number;
  lng: number;
  /** landline area code */
  area: string;
  /** price level relative to Beograd */
  priceFactor: number;
  /** number of pharmacies of the chain */
  pharmacies: number;
  /** real streets of the city */
  streets: string[];
  /** neighbourhoods used for pharmacy names */
  quarters: string[];
  /** neighbourhood → a real street in it (used first, so names and addresses agree) */
  places?: Array<[string, string]>;
}

/** The chain's cities (cities.seed.json); JSON types `places` as plain arrays, so it is cast to the pairs it holds. */
export const CITIES = citySeeds as CitySeed[];

export const DEFAULT_CITY_ID = 1;
