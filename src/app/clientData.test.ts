import { waitFor } from '@testing-library/react';
import { checkSessionAtStart, followSessionElsewhere, loggedOut, profileApi, tokenStored } from '@/features/auth';
import { removeCookie, writeCookie } from '@/shared/storage';
import { makeStore } from './store';

/**
 * Issue 40: every way a session ends is seen, and what is kept about its client goes by the
 * storage registry's rules (src/shared/storage/registry.ts) whether or not the feature that
 * stored it is loaded in this tab (docs/decisions.md, "Session end"). This file never adds the
 * stock alerts or the therapy reminders to its stores (nor imports the test render helper,
 * which adds every feature): "this tab" has none of their code in its store, as a tab that
 * never opened them.
 */
const CLIENT_KEY = 'c'.repeat(32);
const BROWSER_KEY = 'b'.repeat(32);
const REMINDERS = { cache: 'aptk-therapy', path: '/aptk-therapy-reminders' };
const CONTACTS = { name: 'Milica Jovanović', phone: '+381641234567', comment: '' };
const MILICA = { phone: '+381641234567', email: 'milica@example.com', name: 'Milica Jovanović' };

/** A Cache Storage as the browser's: `open` makes a cache, `has` does not. */
const cacheStorage = new Map<string, Map<string, string>>();
const fakeCaches = {
  has: (name: string) => Promise.resolve(cacheStorage.has(name)),
  open: (name: string) => {
    const cache = cacheStorage.get(name) ?? new Map<string, string>();
    cacheStorage.set(name, cache);
    return Promise.resolve({
      match: (path: string) => Promise.resolve(cache.has(path) ? new Response(cache.get(path)) : undefined),
      put: async (path: string, answer: Response) => void cache.set(path, await answer.text()),
      delete: (path: string) => Promise.resolve(cache.delete(path)),
    });
  },
};
const handedOver = () => cacheStorage.get(REMINDERS.cache)?.get(REMINDERS.path);

beforeAll(() => {
  Object.defineProperty(window, 'caches', { configurable: true, value: fakeCaches });
});
afterAll(() => {
  Reflect.deleteProperty(window, 'caches');
});
afterEach(() => {
  removeCookie('auth_token');
  localStorage.clear();
  sessionStorage.clear();
  cacheStorage.clear();
});

type Store = ReturnType<typeof makeStore>;

const json = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

/** Tab B, signed in as the same client: a back-in-stock alert, an announced reminder, the worker's entry. */
const tabBWrites = () => {
  localStorage.setItem('aptk_alerts', JSON.stringify([CLIENT_KEY, BROWSER_KEY]));
  localStorage.setItem('aptk_alerts_client', JSON.stringify([CLIENT_KEY]));
  localStorage.setItem('aptk_alerts_seen', JSON.stringify([CLIENT_KEY]));
  localStorage.setItem('aptk_therapy_notified', JSON.stringify(['7:1']));
  const cache = new Map([[REMINDERS.path, JSON.stringify({ version: 2, windows: [], notified: ['7:1'] })]]);
  cacheStorage.set(REMINDERS.cache, cache);
};

const expectNoClientData = async () => {
  expect(json('aptk_alerts')).toEqual([BROWSER_KEY]);
  expect(json('aptk_alerts_seen') ?? []).toEqual([]);
  expect(localStorage.getItem('aptk_alerts_client')).toBeNull();
  expect(localStorage.getItem('aptk_therapy_notified')).toBeNull();
  expect(localStorage.getItem('aptk_client')).toBeNull();
  await waitFor(() => expect(handedOver()).toBeUndefined());
};

/** A tab that started signed in with nothing of the alerts or reminders stored: neither loads. */
const signedInTab = async (token = 'token-one') => {
  writeCookie('auth_token', token, 1);
  const store = makeStore();
  checkSessionAtStart(store.dispatch);
  store.dispatch(tokenStored());
  await store.dispatch(profileApi.util.upsertQueryData('getProfile', undefined, MILICA));
  expect(profileIn(store)).toEqual(MILICA);
  const state = store.getState() as unknown as Record<string, unknown>;
  expect(state.alerts).toBeUndefined();
  expect(state.therapy).toBeUndefined();
  return store;
};

const profileIn = (store: Store) => profileApi.endpoints.getProfile.select()(store.getState()).data;

describe('what is kept about a client goes, whether or not its feature is loaded here', () => {
  it('a sign-out here removes the alerts and reminders another tab made in the session', async () => {
    const store = await signedInTab();
    tabBWrites();
    localStorage.setItem('search_history', JSON.stringify(['insulin']));

    store.dispatch(loggedOut());

    await expectNoClientData();
    expect(localStorage.getItem('search_history')).toBeNull();
    // The cart and the consent are the browser's.
    expect(localStorage.getItem('aptk_consent')).toBeNull();
  });

  it('a start with no session clears a session’s leftovers, even without its mark', async () => {
    tabBWrites();
    const store = makeStore();
    checkSessionAtStart(store.dispatch);
    await expectNoClientData();
    expect(store.getState().lifecycle.sessionsEnded).toBe(1);
  });

  it('a start with no session removes the worker’s reminders left alone, and nothing of the visitor’s', async () => {
    cacheStorage.set(REMINDERS.cache, new Map([[REMINDERS.path, '{"version":2}']]));
    localStorage.setItem('search_history', JSON.stringify(['brufen']));
    localStorage.setItem('aptk_alerts', JSON.stringify([BROWSER_KEY]));
    const store = makeStore();
    checkSessionAtStart(store.dispatch);
    await waitFor(() => expect(handedOver()).toBeUndefined());
    expect(json('search_history')).toEqual(['brufen']);
    expect(json('aptk_alerts')).toEqual([BROWSER_KEY]);
    expect(store.getState().lifecycle.sessionsEnded).toBe(0);
  });

  it('an anonymous start with nothing of a session opens no cache', async () => {
    const store = makeStore();
    checkSessionAtStart(store.dispatch);
    await Promise.resolve();
    expect(cacheStorage.size).toBe(0);
  });
});

describe('every way a session ends is seen', () => {
  it('another tab’s sign-in as a different client ends this tab’s session', async () => {
    const store = await signedInTab();
    sessionStorage.setItem(
      'aptk_checkout',
      JSON.stringify({ pharmacy: { id: 1, cityId: 1 }, split: null, transfers: [], contacts: CONTACTS, attempt: null }),
    );
    const stop = followSessionElsewhere(store.dispatch, { reload: jest.fn() });
    // Tab B signed in as Nikola: its cookie and its session's mark replaced this tab's.
    writeCookie('auth_token', 'token-two', 1);
    localStorage.setItem('aptk_client', '1700000000000');
    window.dispatchEvent(new StorageEvent('storage', { key: 'aptk_session', newValue: 'in:1:0.5' }));
    stop();

    expect(store.getState().lifecycle.sessionsEnded).toBe(1);
    expect(profileIn(store)).toBeUndefined();
    expect(store.getState().auth).toMatchObject({ hasToken: true, status: 'unknown' });
    // This tab's own checkout forgets Milica, though the checkout's code is not loaded here…
    expect(JSON.parse(sessionStorage.getItem('aptk_checkout') ?? '{}')).toMatchObject({
      pharmacy: { id: 1, cityId: 1 },
      contacts: null,
    });
    // …and the new session's mark, written by tab B, stays.
    expect(localStorage.getItem('aptk_client')).toBe('1700000000000');
  });

  it('a cookie that expired under an open page ends the session when the page is seen again', async () => {
    const store = await signedInTab();
    tabBWrites();
    const stop = followSessionElsewhere(store.dispatch, { reload: jest.fn() });
    removeCookie('auth_token');
    document.dispatchEvent(new Event('visibilitychange'));
    stop();
    expect(store.getState().auth.status).toBe('anonymous');
    expect(profileIn(store)).toBeUndefined();
    await expectNoClientData();
  });
});

describe('a page restored from the back/forward cache', () => {
  const hideAndRestore = (store: Store, meanwhile: () => void) => {
    const reload = jest.fn();
    const stop = followSessionElsewhere(store.dispatch, { reload });
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    meanwhile();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    stop();
    return reload;
  };

  it('with another client’s session shows nothing of the previous one, and loads again', async () => {
    const store = await signedInTab();
    const reload = hideAndRestore(store, () => {
      // Elsewhere: Milica signed out (her traces went) and Nikola signed in.
      writeCookie('auth_token', 'token-two', 1);
      localStorage.setItem('aptk_client', '1700000000000');
    });
    expect(profileIn(store)).toBeUndefined();
    expect(store.getState().lifecycle.sessionsEnded).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('signed out meanwhile is anonymous before it paints, and loads again', async () => {
    const store = await signedInTab();
    const reload = hideAndRestore(store, () => {
      removeCookie('auth_token');
      localStorage.removeItem('aptk_client');
    });
    expect(store.getState().auth.status).toBe('anonymous');
    expect(profileIn(store)).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('whose session lapsed meanwhile removes its client’s traces too', async () => {
    const store = await signedInTab();
    tabBWrites();
    const reload = hideAndRestore(store, () => removeCookie('auth_token'));
    expect(store.getState().auth.status).toBe('anonymous');
    expect(reload).toHaveBeenCalledTimes(1);
    await expectNoClientData();
  });

  it('with the same session is left as it was', async () => {
    const store = await signedInTab();
    const reload = hideAndRestore(store, () => undefined);
    expect(profileIn(store)).toEqual(MILICA);
    expect(store.getState().lifecycle.sessionsEnded).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
