import { useStateSelector } from '@/shared/lib';
import { selectCityRestored, type CityState } from './citySlice';

/**
 * False only while prerendered HTML hydrates for the default city, before the visitor's stored
 * city is read (docs/decisions.md, "Hydrating a prerendered page"): a call made only in the browser waits for it.
 */
export const useCityKnown = (): boolean => useStateSelector((state: { city: CityState }) => selectCityRestored(state));
