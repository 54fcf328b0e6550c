import { createListenerMiddleware } from '@reduxjs/toolkit';
import { CITY_REFRESH_MS } from '@/shared/config';
import { writeCookie } from '@/shared/storage';
import { cityChosen, refreshChanged } from './citySlice';

export const CITY_COOKIE = 'city';

export const cityListener = createListenerMiddleware();

/** A chosen city is remembered and the main content is rebuilt (refresh true, false after 50 ms). */
cityListener.startListening({
  actionCreator: cityChosen,
  effect: async (action, api) => {
    api.cancelActiveListeners();
    writeCookie(CITY_COOKIE, String(action.payload));
    api.dispatch(refreshChanged(true));
    await api.delay(CITY_REFRESH_MS);
    api.dispatch(refreshChanged(false));
  },
});
