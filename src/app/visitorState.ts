import { persistStore } from 'redux-persist';
import { authRestored, hasStoredAuthToken } from '@/features/auth';
import { cityRestored, readStoredCityId } from '@/features/city';
import { consentRestored, readStoredConsent } from '@/features/consent';
import type { AppStore, RootState } from './store';

/**
 * Prerendered HTML is rendered for nobody in particular: the default city, no session, an
 * empty cart not yet read (docs/decisions.md, "Hydrating a prerendered page"). The prerender's store starts
 * from this state, and so does the browser's while it hydrates such a page. The visitor's
 * own state comes around it: the stored cart before the router starts (hydration still gets
 * the empty one, `asPrerendered`), the cookies right after hydration.
 */
export const NO_VISITOR_STATE = {
  city: { selectedId: null, confirmed: false, refreshing: false, restored: false },
  auth: { hasToken: false, restored: false, profile: 'none', status: 'unknown' },
  // No consent banner in the HTML: it appears once the visitor's answer is read.
  consent: { choice: null, restored: false, asking: false },
} satisfies Partial<RootState>;

/**
 * The state the prerender renders from. The cart is not read yet (`restored: false`): cart
 * screens show their placeholders. The browser reads the stored cart before hydrating, so it
 * hydrates with `asPrerendered` of its own state instead.
 */
export const PRERENDER_STATE = {
  ...NO_VISITOR_STATE,
  cart: { lines: [], settled: [], restored: false },
} satisfies Partial<RootState>;

/**
 * The browser's state as the prerender saw it: an empty cart not yet restored. The browser
 * restores the stored cart before it hydrates (the cart's loader asks for its prices at once),
 * so hydration is told what the HTML was rendered with.
 */
export const asPrerendered = (state: RootState): RootState => ({ ...state, cart: PRERENDER_STATE.cart });

/** The stored cart (localStorage `aptkB`, by redux-persist); resolves once it is in the store. */
export const restoreCart = (store: AppStore): Promise<void> =>
  new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve());
    if (persistor.getState().bootstrapped) resolve();
  });

/** The session cookie. */
export const restoreSession = (store: AppStore): void => {
  store.dispatch(authRestored(hasStoredAuthToken()));
};

/** The stored city (null: none, the server will locate the visitor). */
export const restoreCity = (store: AppStore, cityId: number | null = readStoredCityId()): void => {
  store.dispatch(cityRestored(cityId));
};

/** The stored answer about visit statistics (the banner shows when there is none). */
export const restoreConsent = (store: AppStore): void => {
  store.dispatch(consentRestored(readStoredConsent()));
};
