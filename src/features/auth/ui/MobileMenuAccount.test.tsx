import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readCookie, removeCookie } from '@/shared/storage';
import { renderWithProviders } from '@/testing/render';
// Not a React hook (it registers jest hooks): aliased so rules-of-hooks does not misfire.
import { setupMockBackend } from '@/testing/msw';
import { authApi } from '../api/authApi';
import { MobileMenuAccount } from './MobileMenuAccount';

const server = setupMockBackend();
afterEach(() => removeCookie('auth_token'));

type Store = ReturnType<typeof renderWithProviders>['store'];

/** The app's store, built the way every test builds it (features may not import the app layer). */
const signedInStore = async (): Promise<Store> => {
  const { store, unmount } = renderWithProviders(<p />);
  unmount();
  await store.dispatch(authApi.endpoints.signIn.initiate({ phone: '+381 64 123 4567', password: 'demo1234' }));
  return store;
};

const renderMenu = (store: Store) =>
  renderWithProviders(<MobileMenuAccount renderSiteLinks={() => <p>site links</p>} />, { store, toasts: true });

describe('MobileMenuAccount', () => {
  it('offers sign-in and registration to a visitor', async () => {
    const { store } = renderWithProviders(<MobileMenuAccount renderSiteLinks={() => null} />);
    expect(screen.getByText('Register or sign in to access your orders and favorites')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(store.getState().dialog.open).toEqual({ id: 'auth', data: { mode: 'register' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(store.getState().dialog.open).toEqual({ id: 'auth', data: { mode: 'signIn' } });
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows the profile with the phone, orders, favourites and signs out', async () => {
    renderMenu(await signedInStore());
    expect(await screen.findByRole('link', { name: /Your profile/ })).toHaveTextContent('+381 64 123 4567');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/lk/orders');
    expect(screen.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/lk/favourites');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(readCookie('auth_token')).toBeUndefined();
    expect(await screen.findByRole('status')).toHaveTextContent('You have signed out');
  });

  it('signs this browser out even when the server call fails; the ended session needs no error', async () => {
    server.use(http.put('*/site/v1/auth/logout', () => HttpResponse.json({ message: 'Server down' }, { status: 500 })));
    const { toasts } = renderMenu(await signedInStore());
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(readCookie('auth_token')).toBeUndefined();
    expect(await screen.findByRole('status')).toHaveTextContent('You have signed out');
    expect(toasts().map((toast) => toast.textContent)).toEqual(['You have signed out']);
  });
});
