import { createListenerMiddleware } from '@reduxjs/toolkit';
import { CITY_REFRESH_MS } from '@/shared/config';
import { cityChosen, refreshChanged } from './citySlice';
import { storeCityId } from './storedCity';

export const cityListener = createListenerMiddleware();

/**
 * A chosen city is remembered and the main content is rebuilt (refresh true, false after
 * 50 ms). Queries carry city_id, so the rebuilt content asks for the new city's prices.
 * A second choice within the 50 ms restarts the cycle instead of interleaving with it.
 */
cityListener.startListening({
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
