import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { selectCartLines } from '@/features/cart';
import { setupDemoSignIn } from '@/testing/demoClient';
import { renderWithProviders } from '@/testing/render';
// Aliased: the helper is not a React hook, whatever its name says (rules-of-hooks goes by the name).
import { setupMockBackend } from '@/testing/msw';
import { OrderDetail } from './OrderDetail';
import { OrdersList } from './OrdersList';

setupMockBackend();

beforeEach(setupDemoSignIn('orders-test-token'));

describe('orders', () => {
  it('lists the client orders newest first with status, pharmacy, lines and total', async () => {
    renderWithProviders(<OrdersList />, { path: '/lk/orders' });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const dates = cards.map((card) =>
      new Date(within(card).getByRole('time').getAttribute('datetime') ?? '').getTime(),
    );
    expect(dates[0]).toBeGreaterThan(dates[1]!);
    for (const card of cards) {
      expect(card).toHaveTextContent('Picked up');
      expect(card).toHaveTextContent('Apoteka Vračar');
      expect(card).toHaveTextContent(/Total: (RSD\s?[\d,.]+|[\d.,]+\s?RSD)/);
      expect(within(card).getByRole('heading')).toHaveTextContent(/^APT-\d+$/);
    }
  });

  it('shows one order and repeats it into the cart', async () => {
    const user = userEvent.setup();
    const orderId = db().orders[0]?.id ?? 0;
    const { store, router } = renderWithProviders(<OrderDetail id={orderId} />, {
      path: `/lk/orders/${orderId}`,
      routePath: '/lk/orders/:id',
      routes: [{ path: '/cart', element: <p>cart page</p> }],
    });
    const lines = await screen.findByRole('region', { name: 'Reserved items' });
    const ordered = db().orders[0]?.lines ?? [];
    expect(within(lines).getAllByRole('listitem')).toHaveLength(ordered.length);
    // Each line names its pack, so two packs of one product can be told apart.
    for (const item of within(lines).getAllByRole('listitem')) expect(item).toHaveTextContent(/ · \d+ (pcs|ml|g)/);
    expect(lines).toHaveTextContent(/of which PDV/);
    expect(screen.getByRole('region', { name: 'Pick up at' })).toHaveTextContent('Apoteka Vračar');

    await user.click(screen.getByRole('button', { name: 'Repeat order' }));
    expect(selectCartLines(store.getState())).toEqual(
      ordered.map((line) => ({ id: line.id, quantity: line.quantity })),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it("says so when the order is not the client's", async () => {
    renderWithProviders(<OrderDetail id={999999} />, { path: '/lk/orders/999999', routePath: '/lk/orders/:id' });
    expect(await screen.findByText('This order does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/lk/orders');
  });
});
