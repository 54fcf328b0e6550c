import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { issueAuthToken } from '@mocks/handlers/auth';
import { checkSessionAtStart, followSessionElsewhere, loggedOut } from '@/features/auth';
import { ClearCartOffer } from '@/features/cart';
import { removeCookie, writeCookie } from '@/shared/storage';
// Not a React hook (it registers jest hooks).
import { setupMockBackend } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';

setupMockBackend();

/** What a signed-in client leaves in this browser (docs/decisions.md, "Session end"). */
const CLIENT_KEY = 'c'.repeat(32);
const BROWSER_KEY = 'b'.repeat(32);
const leaveClientTraces = () => {
  localStorage.setItem('aptk_alerts', JSON.stringify([CLIENT_KEY, BROWSER_KEY]));
  localStorage.setItem('aptk_alerts_client', JSON.stringify([CLIENT_KEY]));
  localStorage.setItem('aptk_alerts_seen', JSON.stringify([CLIENT_KEY]));
  localStorage.setItem('search_history', JSON.stringify(['insulin', 'brufen']));
  localStorage.setItem('aptk_therapy_notified', JSON.stringify(['7:1']));
  localStorage.setItem('aptk_loyalty_card', JSON.stringify({ number: '2900000000019', points: 100, movements: [] }));
  localStorage.setItem('aptk_erecept_lbo', '12345678901');
  sessionStorage.setItem(
    'aptk_checkout',
    JSON.stringify({
      pharmacy: null,
      split: null,
      transfers: [],
      contacts: { name: 'Milica Jovanović', phone: '+381641234567', comment: '' },
      attempt: null,
    }),
  );
};

const signInCookie = () => {
  const client = db().users[0];
  if (!client) throw new Error('the mock has no demo client');
  writeCookie('auth_token', issueAuthToken(db(), client), 1);
};

const json = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

const expectNoClientTraces = () => {
  expect(json('aptk_alerts')).toEqual([BROWSER_KEY]);
  // Removed by the registry's rule; the alerts' slice then writes no empty list where none is.
  expect(json('aptk_alerts_client') ?? []).toEqual([]);
  expect(json('aptk_alerts_seen')).toEqual([]);
  expect(localStorage.getItem('search_history')).toBeNull();
  expect(localStorage.getItem('aptk_therapy_notified')).toBeNull();
  expect(localStorage.getItem('aptk_loyalty_card')).toBeNull();
  expect(localStorage.getItem('aptk_erecept_lbo')).toBeNull();
  expect(localStorage.getItem('aptk_client')).toBeNull();
  expect(JSON.parse(sessionStorage.getItem('aptk_checkout') ?? '{}')).toMatchObject({ contacts: null });
};

const CART = { lines: [{ id: 101, quantity: 2 }], settled: [{ id: 101, quantity: 2 }], restored: true };

afterEach(() => {
  removeCookie('auth_token');
  localStorage.clear();
  sessionStorage.clear();
});

describe('the end of a session', () => {
  it('a sign-out removes the client’s traces and offers to clear the cart', async () => {
    signInCookie();
    leaveClientTraces();
    const { store } = renderWithProviders(<ClearCartOffer />, { preloadedState: { cart: CART } });
    checkSessionAtStart(store.dispatch);
    expect(localStorage.getItem('aptk_client')).toMatch(/^\d+$/);
    expect(screen.getByRole('status', { name: 'Cart after signing out' })).toBeEmptyDOMElement();

    act(() => {
      store.dispatch(loggedOut());
    });
    expectNoClientTraces();
    expect(store.getState().checkout?.contacts).toBeNull();
    expect(screen.getByRole('status', { name: 'Cart after signing out' })).toHaveTextContent(
      'The session has ended. The cart on this device still holds 1 product. Clear it too?',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear the cart' }));
    expect(store.getState().cart.lines).toEqual([]);
    expect(screen.getByRole('status', { name: 'Cart after signing out' })).toBeEmptyDOMElement();
  });

  it('"Keep it" keeps the cart and closes the offer', async () => {
    signInCookie();
    const { store } = renderWithProviders(<ClearCartOffer />, { preloadedState: { cart: CART } });
    act(() => {
      store.dispatch(loggedOut());
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep it' }));
    expect(store.getState().cart.lines).toEqual(CART.lines);
    expect(screen.queryByRole('button', { name: 'Clear the cart' })).not.toBeInTheDocument();
  });

  it('a start that finds the session’s mark but no cookie ends that session', () => {
    leaveClientTraces();
    localStorage.setItem('aptk_client', String(Date.now() - 1000));
    const { store } = renderWithProviders(<ClearCartOffer />, { preloadedState: { cart: CART } });
    expect(store.getState().alerts?.keys).toEqual([CLIENT_KEY, BROWSER_KEY]);
    act(() => {
      checkSessionAtStart(store.dispatch);
    });
    expectNoClientTraces();
    expect(store.getState().alerts?.keys).toEqual([BROWSER_KEY]);
    expect(screen.getByRole('button', { name: 'Clear the cart' })).toBeInTheDocument();
  });

  it('a start without a mark nor anything only a session writes is a visitor who never signed in: nothing is removed', () => {
    // What an anonymous visitor keeps: alerts made with an e-mail, searches, a checkout's contacts.
    leaveClientTraces();
    localStorage.removeItem('aptk_alerts_client');
    localStorage.removeItem('aptk_therapy_notified');
    localStorage.removeItem('aptk_loyalty_card');
    localStorage.removeItem('aptk_erecept_lbo');
    const { store } = renderWithProviders(<ClearCartOffer />, { preloadedState: { cart: CART } });
    checkSessionAtStart(store.dispatch);
    expect(json('search_history')).toEqual(['insulin', 'brufen']);
    expect(store.getState().alerts?.keys).toEqual([CLIENT_KEY, BROWSER_KEY]);
    expect(store.getState().checkout?.contacts ?? null).not.toBeNull();
    expect(screen.getByRole('status', { name: 'Cart after signing out' })).toBeEmptyDOMElement();
  });

  it('a sign-out in another tab clears this tab too, without asking about the shared cart', () => {
    signInCookie();
    leaveClientTraces();
    const { store } = renderWithProviders(<ClearCartOffer />, { preloadedState: { cart: CART } });
    const stop = followSessionElsewhere(store.dispatch);
    removeCookie('auth_token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'aptk_session', newValue: 'out:1:0.5' }));
    });
    stop();
    expectNoClientTraces();
    expect(store.getState().checkout?.contacts).toBeNull();
    expect(screen.getByRole('status', { name: 'Cart after signing out' })).toBeEmptyDOMElement();
  });
});
