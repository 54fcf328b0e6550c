import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '@/shared/api';
import { setLocale } from '@/shared/i18n';
import { readCookie, removeCookie, writeCookie } from '@/shared/storage';
// Not a React hook (it registers jest hooks): aliased so rules-of-hooks does not misfire.
import { setupMockBackend } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { authApi } from '../api/authApi';
import { profileApi } from '../api/profileApi';
import { loggedOut, signOutRequested } from './authSlice';
import { selectAuthStatus } from './authStatus';
import { followSessionElsewhere } from './sessionSync';

/**
 * A tab that missed another tab's signal (issue 50, docs/decisions.md "Sessions"): coming back
 * to it follows the cookie, and a change pressed in it before that is refused in the client, so
 * nothing is done for the client the cookie now holds.
 */
const server = setupMockBackend();
beforeAll(() => setLocale('en'));
beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => {
  jest.useRealTimers();
  removeCookie('auth_token');
});

const MILICA = { phone: '+381 64 123 4567', password: 'demo1234' };
const NIKOLA = { phone: '+381 63 765 4321', password: 'demo1234' };

/** A change any signed-in client may make, counted by the server as it arrives. */
const changesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendChange: build.mutation<unknown, void>({ query: () => ({ url: '/test/change', method: 'POST' }) }),
  }),
});
const arrived: Array<string | null> = [];
beforeEach(() => {
  arrived.length = 0;
  server.use(
    http.post('*/site/v1/test/change', ({ request }) => {
      arrived.push(request.headers.get('auth-token'));
      return HttpResponse.json({});
    }),
  );
});

/** Milica's tab; Nikola's token, as another tab leaves it in the shared cookie, without its signal. */
const tabsOfTwoClients = async () => {
  const view = renderWithProviders(<p />, { toasts: true });
  const { store } = view;
  const stop = followSessionElsewhere(store.dispatch, { reload: jest.fn() });
  await act(() => store.dispatch(authApi.endpoints.signIn.initiate(NIKOLA)));
  const nikola = readCookie('auth_token') ?? '';
  act(() => {
    store.dispatch(loggedOut());
  });
  await act(() => store.dispatch(authApi.endpoints.signIn.initiate(MILICA)));
  const profile = store.dispatch(profileApi.endpoints.getProfile.initiate());
  await profile;
  profile.unsubscribe();
  const milica = readCookie('auth_token') ?? '';
  expect(store.getState().api.queries['getProfile(undefined)']?.data).toMatchObject({ name: 'Milica Jovanović' });
  return { ...view, stop, milica, nikola };
};

const profileName = (state: { api: { queries: Record<string, { data?: unknown } | undefined> } }) =>
  (state.api.queries['getProfile(undefined)']?.data as { name?: string } | undefined)?.name;

describe('a tab that missed another tab’s sign-in', () => {
  it('sends no change for the client the cookie holds now, says so, and shows that session', async () => {
    const { store, stop, milica, nikola } = await tabsOfTwoClients();
    await act(() => store.dispatch(changesApi.endpoints.sendChange.initiate()));
    expect(arrived).toEqual([milica]);

    writeCookie('auth_token', nikola);
    const refused = await act(() => store.dispatch(changesApi.endpoints.sendChange.initiate()));
    expect(refused).toMatchObject({ error: { status: 'SESSION_CHANGED' } });
    expect(arrived).toEqual([milica]);
    expect(await screen.findByText(/^Nothing was sent: the account changed in another tab/)).toBeVisible();
    // Milica's profile is gone in the same dispatch; Nikola's loads as after any sign-in.
    expect(profileName(store.getState())).not.toBe('Milica Jovanović');
    const profile = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await profile;
    profile.unsubscribe();
    expect(profileName(store.getState())).toBe('Nikola Petrović');
    expect(store.getState().lifecycle.sessionsEnded).toBeGreaterThan(0);

    // Now the page shows Nikola's session: his changes go through.
    await act(() => store.dispatch(changesApi.endpoints.sendChange.initiate()));
    expect(arrived).toEqual([milica, nikola]);
    stop();
  });

  it.each([
    ['shown again', () => document.dispatchEvent(new Event('visibilitychange'))],
    ['focused again', () => window.dispatchEvent(new FocusEvent('focus'))],
  ])('follows the cookie when it is %s, before anything can be pressed', async (_when, comeBack) => {
    const { store, stop, nikola } = await tabsOfTwoClients();
    writeCookie('auth_token', nikola);
    act(() => {
      comeBack();
    });
    expect(profileName(store.getState())).toBeUndefined();
    expect(selectAuthStatus(store.getState())).toBe('unknown');
    await act(() => store.dispatch(changesApi.endpoints.sendChange.initiate()));
    expect(arrived).toEqual([nikola]);
    stop();
  });

  it('that signed out elsewhere is anonymous when it comes back', async () => {
    const { store, stop } = await tabsOfTwoClients();
    removeCookie('auth_token');
    localStorage.removeItem('aptk_client');
    act(() => {
      window.dispatchEvent(new FocusEvent('focus'));
    });
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(profileName(store.getState())).toBeUndefined();
    stop();
  });

  it('signs nobody out with its "Sign out": it follows the cookie and says why', async () => {
    const { store, stop, nikola } = await tabsOfTwoClients();
    const signOuts: string[] = [];
    server.use(
      http.put('*/site/v1/auth/logout', ({ request }) => {
        signOuts.push(request.headers.get('auth-token') ?? '');
        return HttpResponse.json({});
      }),
    );
    writeCookie('auth_token', nikola);
    act(() => {
      store.dispatch(signOutRequested());
    });
    expect(readCookie('auth_token')).toBe(nikola);
    expect(await screen.findByText(/^Nothing was sent: the account changed in another tab/)).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(signOuts).toEqual([]);
    expect(store.getState().auth.hasToken).toBe(true);
    stop();
  });

  it('compares nothing before the app follows the cookie, nor after it stops', async () => {
    const { store } = renderWithProviders(<p />);
    writeCookie('auth_token', 'aptk_before_start');
    await act(() => store.dispatch(changesApi.endpoints.sendChange.initiate()));
    const stop = followSessionElsewhere(store.dispatch, { reload: jest.fn() });
    stop();
    writeCookie('auth_token', 'aptk_after_stop');
    await act(() => store.dispatch(changesApi.endpoints.sendChange.initiate()));
    await waitFor(() => expect(arrived).toEqual(['aptk_before_start', 'aptk_after_stop']));
  });
});
