import { CITY_REFRESH_MS } from '@/shared/config';
import { listenersOnce, startAppListening } from '@/shared/lifecycle';
import { cityApi } from '../api/cityApi';
import { cityChosen, cityResolved, refreshChanged, type CityState } from './citySlice';
import { forgetStoredCity, readStoredCityId, storeCityId } from './storedCity';

const startListening = startAppListening.withTypes<{ city: CityState }>();

/** The city's flows: remembering a choice and rebuilding the content, confirming the located city. */
export const registerCityListeners = listenersOnce(() => {
  /**
   * A chosen city is remembered and the main content is rebuilt (refresh true, false after
   * `CITY_REFRESH_MS`). Queries carry city_id, so the rebuilt content asks for the new city's
   * prices. A second choice meanwhile restarts the cycle instead of interleaving with it.
   */
  startListening({
    actionCreator: cityChosen,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      storeCityId(action.payload);
      api.dispatch(refreshChanged(true));
      // A newer choice cancels this run while it waits; that run then ends the refresh.
      await api.delay(CITY_REFRESH_MS);
      api.dispatch(refreshChanged(false));
    },
  });

  /**
   * The server's answer to /cities/locate confirms the city (docs/behaviour.md §11); a stored id
   * the server does not know is dropped, so the next visit asks by IP. Here, not in an effect of
   * the component that asks: the answer and the confirmation then reach the page as one store
   * update and one render, not a render whose effect dispatches a second one in the same task
   * (docs/performance.md, "Load tasks and the start").
   */
  startListening({
    matcher: cityApi.endpoints.locateCity.matchFulfilled,
    effect: (action, api) => {
      const { city } = api.getState() as { city: CityState };
      if (city.confirmed || !city.restored) return;
      const stored = readStoredCityId();
      if (stored !== null && stored !== action.payload.id) forgetStoredCity();
      api.dispatch(cityResolved(action.payload.id));
    },
  });
});
