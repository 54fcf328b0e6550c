import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { baseApi, type ServerRenderExtra } from '@/shared/api';
import { dialogSlice, toastSlice } from '@/shared/ui';
import { maskSecrets } from '@/shared/lib';
import { IS_PRODUCTION_BUILD } from '@/shared/config';
import { appListener, lifecycleReducer, setFeatureInjector } from '@/shared/lifecycle';
import { registerClientDataListeners } from '@/shared/storage';
import { persistedCartReducer, registerCartListeners, clearOfferReducer } from '@/features/cart';
import { cityReducer, registerCityListeners } from '@/features/city';
import { authReducer, registerAuthListeners, registerSignInListeners } from '@/features/auth';
import type { CheckoutState } from '@/features/checkout';
import { registerFavouritesListeners } from '@/features/catalog';
import { registerAlertsStart, type AlertsState } from '@/features/alerts';
import type { TherapyState } from '@/features/therapy';
import { consentReducer, registerConsentListeners } from '@/features/consent';
import { errorToastMiddleware } from './errorToasts';
import { registerTodaysValuesListeners, todaysValuesSlice } from './todaysValues';

const staticReducers = {
  [baseApi.reducerPath]: baseApi.reducer,
  // Start-up, navigation and the session as events (docs/lifecycle.md).
  lifecycle: lifecycleReducer,
  dialog: dialogSlice.reducer,
  toast: toastSlice.reducer,
  // Restored from and stored under localStorage `aptkB` in the contract's pair format (features/cart/model/persist.ts).
  cart: persistedCartReducer,
  // "Clear the cart too?" after a session ended in this tab (docs/decisions.md, "Session end").
  clearOffer: clearOfferReducer,
  city: cityReducer,
  auth: authReducer,
  // Whether today's prices replaced the prerendered HTML's (app/todaysValues.ts).
  todaysValues: todaysValuesSlice.reducer,
  // The visitor's answer about visit statistics (docs/decisions.md, "Analytics and consent").
  consent: consentReducer,
};

/**
 * Parts added with their routes, a press or their stored state (docs/lifecycle.md, "Features
 * added later"): the checkout; the keys of this browser's stock alerts and those announced;
 * whether the browser lets the therapy page show reminders. Optional in `RootState` until added.
 */
interface LaterState {
  checkout: CheckoutState;
  alerts: AlertsState;
  therapy: TherapyState;
}

/**
 * One root reducer for every store: a store made after a feature was added has the feature's
 * state from its start.
 */
const rootReducer = combineSlices(staticReducers).withLazyLoadedSlices<LaterState>();
setFeatureInjector(({ name, reducer }) => {
  rootReducer.inject({ reducerPath: name as keyof LaterState, reducer });
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Every feature's store flows, on the app's one listener middleware (@/shared/lifecycle). The
 * effects of one action run in this order (each registration is done once, however many stores).
 */
const registerListeners = (): void => {
  // First: a session's end clears the stored client data by the registry's rules before any
  // feature writes its cleaned state (docs/decisions.md, "Session end").
  registerClientDataListeners();
  registerConsentListeners();
  registerTodaysValuesListeners();
  registerAlertsStart();
  registerFavouritesListeners();
  registerSignInListeners();
  registerAuthListeners();
  registerCityListeners();
  registerCartListeners();
};

/**
 * A fresh store per app start, per prerendered page and per test (Redux template's makeStore).
 * `extra` reaches the baseQuery: the prerender records the answers there (shared/api/serverRender.ts).
 */
export const makeStore = (preloadedState?: Partial<RootState>, extra?: ServerRenderExtra) => {
  registerListeners();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(appListener.middleware)
        .concat(baseApi.middleware, errorToastMiddleware),
    // Passwords, SMS codes and tokens travel through mutation args and answers: mask them.
    devTools: IS_PRODUCTION_BUILD
      ? false
      : { actionSanitizer: (action) => maskSecrets(action), stateSanitizer: (state) => maskSecrets(state) },
  });
};

export type AppStore = ReturnType<typeof makeStore>;
