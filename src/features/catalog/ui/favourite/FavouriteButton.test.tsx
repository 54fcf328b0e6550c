import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AUTH_TOKEN_COOKIE } from '@/shared/api';
import { removeCookie } from '@/shared/storage';
import { closeDialog, selectOpenDialog } from '@/shared/ui';
import { tokenStored, useAuthStatus } from '@/features/auth';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { serverFavourites, signInDemo } from '../../testing/fixtures';
import { FavouriteButton } from './FavouriteButton';

const server = setupMockBackend();

// A product the demo client has not saved (the demo account starts with 3 others).
const PRODUCT = { id: 1001, name: 'Test product' };

/** The header's account entry, which keeps the profile loaded in the app. */
const Header = () => {
  useAuthStatus();
  return null;
};

const renderButton = (signedIn: boolean) =>
  renderWithProviders(
    <>
      <Header />
      <FavouriteButton productId={PRODUCT.id} productName={PRODUCT.name} />
    </>,
    {
      preloadedState: {
        auth: { hasToken: signedIn, restored: true, profile: 'none', status: signedIn ? 'unknown' : 'anonymous' },
      },
    },
  );

afterEach(() => removeCookie(AUTH_TOKEN_COOKIE));

describe('FavouriteButton', () => {
  it('invites an anonymous visitor to sign in instead of saving', async () => {
    const { store } = renderButton(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites: Test product' }));
    expect(selectOpenDialog(store.getState())).toEqual({ id: 'auth', data: { mode: 'signIn' } });
  });

  it('saves the product a visitor wanted once they sign in', async () => {
    const { store } = renderButton(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites: Test product' }));
    await signInDemo();
    act(() => {
      store.dispatch(tokenStored());
      store.dispatch(closeDialog());
    });
    expect(await screen.findByRole('button', { name: 'Remove from favorites: Test product' })).toBeInTheDocument();
    await waitFor(async () => expect(await serverFavourites()).toContain(PRODUCT.id));
  });

  it('forgets the wish when the visitor closes the sign-in dialog', async () => {
    const { store } = renderButton(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites: Test product' }));
    act(() => {
      store.dispatch(closeDialog());
    });
    await signInDemo();
    act(() => {
      store.dispatch(tokenStored());
    });
    const add = await screen.findByRole('button', { name: 'Add to favorites: Test product' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(await serverFavourites()).not.toContain(PRODUCT.id);
  });

  it('adds and removes a favourite for a signed-in client', async () => {
    await signInDemo();
    const before = await serverFavourites();
    expect(before).not.toContain(PRODUCT.id);
    renderButton(true);

    const add = await screen.findByRole('button', { name: 'Add to favorites: Test product' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const remove = await screen.findByRole('button', { name: 'Remove from favorites: Test product' });
    await waitFor(async () => expect(await serverFavourites()).toEqual([PRODUCT.id, ...before]));

    await userEvent.click(remove);
    await screen.findByRole('button', { name: 'Add to favorites: Test product' });
    await waitFor(async () => expect(await serverFavourites()).toEqual(before));
  });

  it('shows the change at once and undoes it when the server refuses', async () => {
    await signInDemo();
    let answer: () => void = () => undefined;
    server.use(
      http.put(
        '*/site/v1/favourites',
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ message: 'Try later' }, { status: 500 }));
          }),
      ),
    );
    const { store } = renderButton(true);
    const add = await screen.findByRole('button', { name: 'Add to favorites: Test product' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);

    expect(await screen.findByRole('button', { name: 'Remove from favorites: Test product' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('button', { name: 'Add to favorites: Test product' })).toBeInTheDocument();
    expect(selectOpenDialog(store.getState())).toBeNull();
  });

  it('loads the list once for a whole grid of hearts', async () => {
    await signInDemo();
    const listRequests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/favourites'))
        listRequests.push(request.url);
    });
    renderWithProviders(
      <>
        <Header />
        {[1001, 1002, 1003, 1004].map((id) => (
          <FavouriteButton key={id} productId={id} productName={`Product ${id}`} />
        ))}
      </>,
      { preloadedState: { auth: { hasToken: true, restored: true, profile: 'none', status: 'unknown' } } },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to favorites: Product 1004' })).toBeEnabled());
    await waitFor(() => expect(listRequests).toHaveLength(1));
    server.events.removeAllListeners();
  });
});
