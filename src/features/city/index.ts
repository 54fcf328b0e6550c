export { cityReducer, cityChosen, cityRestored, selectRequestCityId, selectCityRefreshing } from './model/citySlice';
export { registerCityListeners } from './model/listener';
export { readStoredCityId } from './model/storedCity';
export { cityApi } from './api/cityApi';
export { useCityId } from './model/useCityId';
export { useCityName } from './model/useCityName';
export { useCityKnown } from './model/useCityKnown';
export { useResolveCity } from './model/useResolveCity';
export { useGetCitiesQuery } from './api/cityApi';
export { CityOpener } from './ui/CityOpener';
/** Loaded only when the dialog opens. */
export const loadCityDialog = () => import(/* webpackChunkName: "city-dialog" */ './ui/CityDialog');
