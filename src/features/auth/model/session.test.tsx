import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setLocale } from '@/shared/i18n';
import { readCookie, removeCookie, writeCookie } from '@/shared/storage';
// Not a React hook (it registers jest hooks): aliased so rules-of-hooks does not misfire.
import { setupMockBackend } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { authApi } from '../api/authApi';
import { profileApi } from '../api/profileApi';
import { authReducer, loggedOut, signOutRequested, tokenStored } from './authSlice';
import { selectAuthStatus } from './authStatus';
import { followSessionElsewhere } from './sessionSync';
import { SESSION_SIGNAL_KEY } from '../lib/sessionSignal';

const server = setupMockBackend();
beforeAll(() => setLocale('en'));
afterEach(() => removeCookie('auth_token'));

/** The app's store, built the way every test builds it (features may not import the app layer). */
const makeStore = () => renderWithProviders(<p />).store;
/** The same, with the app's toast region on screen: a test reads the toast a visitor reads. */
const renderApp = () => renderWithProviders(<p />, { toasts: true });

/**
 * A second passes on jest's fake clock, and every answer and listener due in it runs: whatever
 * a dispatch would set off has had its chance (no real sleep; README, "Tests").
 */
const aMomentLater = () => act(() => jest.advanceTimersByTimeAsync(1000));
beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => jest.useRealTimers());

const demo = { phone: '+381 64 123 4567', password: 'demo1234' };

describe('auth slice', () => {
  it('starts signed out without a token cookie and with one when it exists', () => {
    expect(authReducer(undefined, { type: 'init' })).toEqual({
      hasToken: false,
      restored: true,
      profile: 'none',
      status: 'anonymous',
    });
    writeCookie('auth_token', 'aptk_x');
    expect(authReducer(undefined, { type: 'init' })).toEqual({
      hasToken: true,
      restored: true,
      profile: 'none',
      status: 'unknown',
    });
  });

  it('follows the token arriving and the session ending', () => {
    const anonymous = { hasToken: false, restored: true, profile: 'none', status: 'anonymous' } as const;
    expect(authReducer(anonymous, tokenStored())).toEqual({
      hasToken: true,
      restored: true,
      profile: 'none',
      status: 'unknown',
    });
    expect(
      authReducer({ hasToken: true, restored: true, profile: 'withPhone', status: 'authenticated' }, loggedOut()),
    ).toEqual(anonymous);
  });
});

describe('auth listener', () => {
  it('stores the token in its cookie only, never in Redux, and loads the profile', async () => {
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.signIn.initiate(demo));
    expect(result.data).toEqual({ authorized: true });
    const token = readCookie('auth_token');
    expect(token).toMatch(/^aptk_/);
    expect(JSON.stringify(store.getState())).not.toContain(token);
    expect(store.getState().auth.hasToken).toBe(true);
    const profile = store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect((await profile).data).toEqual({
      phone: '+381 64 123 4567',
      email: 'milica@example.rs',
      name: 'Milica Jovanović',
    });
    profile.unsubscribe();
  });

  it('asks for the profile once after signing in', async () => {
    let calls = 0;
    server.use(
      http.get('*/site/v1/clients', () => {
        calls += 1;
        return undefined;
      }),
    );
    const store = makeStore();
    await store.dispatch(authApi.endpoints.signIn.initiate(demo));
    const profile = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await profile;
    await aMomentLater();
    expect(calls).toBe(1);
    profile.unsubscribe();
  });

  it('replaces the profile of a token without a phone when another client signs in', async () => {
    server.use(
      http.get('*/site/v1/clients', ({ request }) =>
        request.headers.get('auth-token') === 'aptk_nophone'
          ? HttpResponse.json({ phone: '', email: '', name: '' })
          : undefined,
      ),
    );
    writeCookie('auth_token', 'aptk_nophone');
    const store = makeStore();
    const shown = store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect((await shown).data?.phone).toBe('');
    await store.dispatch(authApi.endpoints.signIn.initiate(demo));
    // The token's session ended first (issue 40): its profile is gone, not refreshed in place,
    // and whoever shows the profile now asks with the new token.
    expect(store.getState().lifecycle.sessionsEnded).toBe(1);
    expect(profileApi.endpoints.getProfile.select()(store.getState()).data).toBeUndefined();
    shown.unsubscribe();
    const again = store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect((await again).data?.phone).toBe('+381 64 123 4567');
    again.unsubscribe();
  });

  it('ends the session and forgets the private cache on loggedOut', async () => {
    const store = makeStore();
    await store.dispatch(authApi.endpoints.signIn.initiate(demo));
    const subscription = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await subscription;
    subscription.unsubscribe();
    expect(profileApi.endpoints.getProfile.select()(store.getState()).data).toBeDefined();

    store.dispatch(loggedOut());
    expect(readCookie('auth_token')).toBeUndefined();
    expect(store.getState().auth.hasToken).toBe(false);
    await waitFor(() => expect(profileApi.endpoints.getProfile.select()(store.getState()).data).toBeUndefined());
  });

  it('logs out when any call answers action: logout', async () => {
    writeCookie('auth_token', 'aptk_revoked');
    const { store, toasts } = renderApp();
    expect(store.getState().auth.hasToken).toBe(true);
    await act(async () => void (await store.dispatch(profileApi.endpoints.getProfile.initiate())));
    // The answer ended the session, and the cache went with it (the result is not kept).
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(store.getState().auth.hasToken).toBe(false);
    expect(readCookie('auth_token')).toBeUndefined();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in again.');
    expect(toasts()).toHaveLength(1);
  });

  it('keeps the session when a call fails without action: logout', async () => {
    const store = makeStore();
    await store.dispatch(authApi.endpoints.signIn.initiate(demo));
    await store.dispatch(authApi.endpoints.signIn.initiate({ ...demo, password: 'wrong' }));
    expect(store.getState().auth.hasToken).toBe(true);
    expect(readCookie('auth_token')).toMatch(/^aptk_/);
  });

  it('treats an answer without a token as a failure', async () => {
    server.use(http.put('*/site/v1/auth/phone', () => HttpResponse.json({})));
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.signIn.initiate(demo));
    expect(result.error).toEqual({ status: 'PARSE_ERROR' });
    expect(store.getState().auth.hasToken).toBe(false);
  });
});

describe('sessions (docs/decisions.md, "Sessions")', () => {
  it('signs out at once while /auth/logout hangs, and the call still carries the token', async () => {
    const sent: Array<string | null> = [];
    server.use(
      http.put('*/site/v1/auth/logout', ({ request }) => {
        sent.push(request.headers.get('auth-token'));
        return new Promise<Response>(() => undefined);
      }),
    );
    const { store, toasts } = renderApp();
    await act(async () => void (await store.dispatch(authApi.endpoints.signIn.initiate(demo))));
    const token = readCookie('auth_token');
    act(() => void store.dispatch(signOutRequested()));
    expect(readCookie('auth_token')).toBeUndefined();
    expect(store.getState().auth.hasToken).toBe(false);
    expect(toasts().map((toast) => [toast.getAttribute('role'), toast.textContent])).toEqual([
      ['status', 'You have signed out'],
    ]);
    await waitFor(() => expect(sent).toEqual([token]));
  });

  it('flips the status and drops what the server said of the client in the dispatch of the sign-out, with nothing refetched', async () => {
    const store = makeStore();
    await store.dispatch(authApi.endpoints.signIn.initiate(demo));
    // A screen still showing the profile: its subscription is held through the sign-out.
    const shown = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await shown;
    expect(selectAuthStatus(store.getState())).toBe('authenticated');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) =>
      requests.push(`${request.method} ${new URL(request.url).pathname}`),
    );

    store.dispatch(signOutRequested());
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(profileApi.endpoints.getProfile.select()(store.getState()).data).toBeUndefined();
    expect(JSON.stringify(store.getState())).not.toContain(demo.phone);

    await aMomentLater();
    expect(requests.filter((request) => !request.endsWith('/auth/logout'))).toEqual([]);
    server.events.removeAllListeners();
    shown.unsubscribe();
  });

  it('shows no error when /auth/logout fails: the session has ended here already', async () => {
    server.use(http.put('*/site/v1/auth/logout', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { store, toasts } = renderApp();
    await act(async () => void (await store.dispatch(authApi.endpoints.signIn.initiate(demo))));
    act(() => void store.dispatch(signOutRequested()));
    // The failed call has answered (a second is far more than it takes) and said nothing.
    await aMomentLater();
    expect(store.getState().auth.hasToken).toBe(false);
    expect(toasts().map((toast) => [toast.getAttribute('role'), toast.textContent])).toEqual([
      ['status', 'You have signed out'],
    ]);
  });

  it('follows a sign-in and a sign-out made in another tab', () => {
    const store = makeStore();
    const stop = followSessionElsewhere(store.dispatch);
    const otherTab = (value: string) =>
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY, newValue: value }));
    writeCookie('auth_token', 'aptk_other_tab');
    otherTab('in:1');
    expect(store.getState().auth.hasToken).toBe(true);
    removeCookie('auth_token');
    otherTab('out:2');
    expect(store.getState().auth.hasToken).toBe(false);
    stop();
  });

  it('waits for the cookie of another tab that shows here after its signal', async () => {
    const store = makeStore();
    const stop = followSessionElsewhere(store.dispatch);
    const otherTab = (value: string) =>
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY, newValue: value }));
    otherTab('in:1');
    await act(() => jest.advanceTimersByTimeAsync(120));
    writeCookie('auth_token', 'aptk_other_tab');
    await aMomentLater();
    expect(store.getState().auth.hasToken).toBe(true);

    otherTab('out:2');
    await act(() => jest.advanceTimersByTimeAsync(120));
    expect(store.getState().auth.hasToken).toBe(true);
    removeCookie('auth_token');
    await aMomentLater();
    expect(store.getState().auth.hasToken).toBe(false);
    stop();
  });

  it('tells other tabs when this one signs in or out', async () => {
    const store = makeStore();
    await store.dispatch(authApi.endpoints.signIn.initiate(demo));
    expect(window.localStorage.getItem(SESSION_SIGNAL_KEY)).toMatch(/^in:/);
    store.dispatch(loggedOut());
    expect(window.localStorage.getItem(SESSION_SIGNAL_KEY)).toMatch(/^out:/);
  });

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'down' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('keeps the visitor signed in when /clients answers %s, and a retry recovers', async (_name, failure) => {
    server.use(http.get('*/site/v1/clients', failure, { once: true }));
    const store = makeStore();
    await store.dispatch(authApi.endpoints.signIn.initiate(demo));
    const profile = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await profile;
    expect(selectAuthStatus(store.getState())).toBe('unavailable');
    expect(store.getState().auth.hasToken).toBe(true);
    expect(readCookie('auth_token')).toMatch(/^aptk_/);
    await profile.refetch();
    expect(selectAuthStatus(store.getState())).toBe('authenticated');
    profile.unsubscribe();
  });
});
