import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { cityChosen } from '@/features/city';
import { removeCookie } from '@/shared/storage';
import { renderWithProviders } from '@/testing/render';
// Aliased: the helper is not a React hook, whatever its name says (rules-of-hooks goes by the name).
import { setupMockBackend } from '@/testing/msw';
import { AddToCartButton } from '../ui/AddToCartButton';
import { CartButton } from '../ui/CartButton';
import { CART_PRICE_DEBOUNCE_MS } from './constants';
import { addToCart } from './cartSlice';
import { restoredCart } from '../testing/cartState';

const server = setupMockBackend();

/** The `data` parameter of every GET /cart/items this test made. */
const watchPricingCalls = () => {
  const calls: Array<{ items: Array<{ id: number; quantity: number }>; city_id: number }> = [];
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/site/v1/cart/items')) calls.push(JSON.parse(url.searchParams.get('data') ?? '{}'));
  };
  server.events.on('request:start', onStart);
  return calls;
};

afterEach(() => {
  server.events.removeAllListeners();
  // cityChosen stores the choice in a cookie; the next test starts without one.
  removeCookie('city');
  jest.useRealTimers();
});

const cartLink = () => screen.getByRole('link', { name: /^Cart:/ });

describe('cart pricing', () => {
  it('prices a burst of quantity taps once, when they settle', async () => {
    jest.useFakeTimers();
    const calls = watchPricingCalls();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(
      <>
        <AddToCartButton productId={1001} productName="Febricet 500 mg" />
        <CartButton />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const more = screen.getByRole('button', { name: 'One more: Febricet 500 mg' });
    // Focus moves in the next frame (AddToCartButton).
    await waitFor(() => expect(more).toHaveFocus());
    for (let tap = 0; tap < 4; tap += 1) await user.click(more);
    expect(calls).toHaveLength(0);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(CART_PRICE_DEBOUNCE_MS);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(calls).toEqual([{ items: [{ id: 1001, quantity: 5 }], city_id: 1 }]);
    expect(cartLink()).toHaveAccessibleName(/^Cart: 5 items, .*RSD/);
    expect(within(cartLink()).getByText('5')).toBeInTheDocument();
  });

  it('never lets a late answer for an older cart replace the newer one', async () => {
    jest.useFakeTimers();
    const calls = watchPricingCalls();
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    server.use(
      http.get('*/site/v1/cart/items', async ({ request }) => {
        const data = JSON.parse(new URL(request.url).searchParams.get('data') ?? '{}') as {
          items: Array<{ quantity: number }>;
        };
        const quantity = data.items[0]?.quantity ?? 0;
        if (quantity === 1) await firstHeld;
        return HttpResponse.json({
          items: [{ id: 1001, price: 100, requested_quantity: quantity, allow_safety: false }],
          stores_quantity: 3,
        });
      }),
    );
    const { store } = renderWithProviders(<CartButton />, {
      preloadedState: { cart: restoredCart([{ id: 1001, quantity: 1 }]) },
    });
    await screen.findByText('1');
    act(() => {
      store.dispatch(addToCart({ id: 1001 }));
    });
    // The pricing debounce passes on jest's fake clock; the newer cart's answer comes first.
    await act(() => jest.advanceTimersByTimeAsync(CART_PRICE_DEBOUNCE_MS));
    expect(await screen.findByText(/200\.00/)).toBeInTheDocument();
    releaseFirst();
    await act(async () => {
      await firstHeld;
    });
    expect(screen.getByText(/200\.00/)).toBeInTheDocument();
    expect(screen.queryByText(/100\.00/)).not.toBeInTheDocument();
    expect(calls.map((call) => call.items[0]?.quantity)).toEqual([1, 2]);
  });

  it('reprices when the city changes', async () => {
    jest.useFakeTimers();
    const calls = watchPricingCalls();
    const { store } = renderWithProviders(<CartButton />, {
      preloadedState: { cart: restoredCart([{ id: 1001, quantity: 2 }]) },
    });
    await screen.findByText(/RSD/);
    act(() => {
      store.dispatch(cityChosen(2));
    });
    await waitFor(() => expect(calls.map((call) => call.city_id)).toEqual([1, 2]));
    // A second on jest's fake clock (past the debounce): once for the new city, not again.
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(calls.map((call) => call.city_id)).toEqual([1, 2]);
    expect(cartLink()).toHaveAccessibleName(/^Cart: 2 items, .*RSD/);
  });
});
