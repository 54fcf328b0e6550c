import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/testing/render';
// Aliased: the helper is not a React hook, whatever its name says (rules-of-hooks goes by the name).
import { setupMockBackend } from '@/testing/msw';
import { restoredCart } from '../testing/cartState';
import { selectCartLines } from '../model/cartSlice';
import { cartQueryStarters } from '../model/cartQueries';
import { storedCartProducts } from '../model/cartProducts';
import { CartView } from './CartView';

const server = setupMockBackend();

/** The cart page; `toasts`: with the app's toast region, to read the toasts a visitor reads. */
const renderCart = (lines: Array<{ id: number; quantity: number }>, { toasts = false } = {}) =>
  renderWithProviders(<CartView />, { path: '/cart', toasts, preloadedState: { cart: restoredCart(lines) } });
/** The page's own alert, not a toast's. */
const pageAlert = (toasts: () => HTMLElement[]) =>
  waitFor(() => {
    const onPage = screen.queryAllByRole('alert').find((alert) => !toasts().includes(alert));
    if (!onPage) throw new Error('no alert on the page itself');
    return onPage;
  });
/** Each toast on screen as its role and text. */
const shown = (toasts: () => HTMLElement[]) => toasts().map((toast) => [toast.getAttribute('role'), toast.textContent]);

describe('cart page', () => {
  it('lists the lines with name, price and quantity, and the total with PDV', async () => {
    renderCart([
      { id: 1001, quantity: 2 },
      { id: 1007, quantity: 1 },
    ]);
    await screen.findByRole('heading', { name: 'Febricet 500 mg' });
    const items = within(screen.getByRole('region', { name: 'Items in your cart: 3' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading', { name: 'Febricet 500 mg' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('heading', { name: 'Paracetamol Galenika 500 mg' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('textbox', { name: 'Quantity, pc.: Febricet 500 mg' })).toHaveValue('2');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await within(summary).findByText(/pharmac(y|ies) in .* everything in your cart|No pharmacy/);
    expect(summary).toHaveTextContent('Prices include PDV');
    expect(summary).toHaveTextContent(/of which PDV 10 %/);
    expect(within(summary).getByRole('link', { name: 'Choose a pharmacy' })).toHaveAttribute('href', '/step/pharmacy');
    expect(within(items[0]!).getByText(/\/ pc\./)).toBeInTheDocument();
  });

  it("says the points the cart earns on the loyalty card, from the server's answer (docs/api.md §5c)", async () => {
    renderCart([{ id: 1003, quantity: 3 }]);
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(await within(summary).findByText('Earns 7 points on the loyalty card')).toBeInTheDocument();
  });

  it('changes a quantity by typing and by the stepper, and removes lines', async () => {
    const user = userEvent.setup();
    const { store, toasts } = renderCart(
      [
        { id: 1001, quantity: 2 },
        { id: 1007, quantity: 1 },
      ],
      { toasts: true },
    );
    const field = await screen.findByRole('textbox', { name: 'Quantity, pc.: Febricet 500 mg' });
    await user.clear(field);
    await user.type(field, '5{Enter}');
    expect(selectCartLines(store.getState())).toEqual([
      { id: 1001, quantity: 5 },
      { id: 1007, quantity: 1 },
    ]);
    // A bad value is not taken: the line keeps its quantity.
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue('5');

    await user.click(screen.getByRole('button', { name: 'One less: Febricet 500 mg' }));
    expect(field).toHaveValue('4');
    // Typed characters are never dropped: 2.5 is not 25 and 1e3 is not 13; both are refused with a message.
    for (const typed of ['2.5', '1e3']) {
      await user.clear(field);
      await user.type(field, `${typed}{Enter}`);
      expect(selectCartLines(store.getState())[0]).toEqual({ id: 1001, quantity: 4 });
      expect(field).toHaveValue('4');
    }
    // Both refusals say the same: one toast.
    expect(shown(toasts)).toEqual([['alert', 'Enter a whole number from 1 to 99. The quantity stays 4.']]);
    await user.click(screen.getByRole('button', { name: 'Remove Paracetamol Galenika 500 mg' }));
    expect(selectCartLines(store.getState())).toEqual([{ id: 1001, quantity: 4 }]);
    expect(screen.queryByRole('heading', { name: 'Paracetamol Galenika 500 mg' })).not.toBeInTheDocument();
  });

  it('clears the cart after asking, then offers the way back to the catalogue', async () => {
    const user = userEvent.setup();
    const { store } = renderCart([{ id: 1001, quantity: 3 }]);
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(selectCartLines(store.getState())).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Clear cart' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByRole('group', { name: 'Remove 3 items from the cart?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/catalog');
  });

  it('keeps the lines when pricing fails, resets the total and offers a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/site/v1/cart/items', () =>
        fail ? HttpResponse.json({ message: 'Pricing is down' }, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    const { store, toasts } = renderCart([{ id: 1001, quantity: 2 }], { toasts: true });
    const alert = await pageAlert(toasts);
    expect(alert).toHaveTextContent("We couldn't load the prices right now. Your items are still saved in the cart.");
    expect(await screen.findByRole('heading', { name: 'Febricet 500 mg' })).toBeInTheDocument();
    expect(screen.getByText('Price not available right now')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent(/Total\s*(RSD\s?0\.00|0\.00\s?RSD)/);
    expect(within(summary).queryByRole('link', { name: 'Choose a pharmacy' })).not.toBeInTheDocument();
    expect(selectCartLines(store.getState())).toEqual([{ id: 1001, quantity: 2 }]);
    expect(shown(toasts)).toEqual([['alert', 'Pricing is down']]);

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(within(summary).getByRole('link', { name: 'Choose a pharmacy' })).toBeInTheDocument();
  });

  it('draws a restored cart at once from the products kept of the last answer; the prices follow', async () => {
    const lines = [
      { id: 1001, quantity: 2 },
      { id: 1007, quantity: 1 },
    ];
    const { unmount } = renderCart(lines);
    await screen.findByRole('heading', { name: 'Febricet 500 mg' });
    await waitFor(() => expect(storedCartProducts.read()?.map((product) => product.id)).toEqual([1001, 1007]));
    unmount();

    // The next visit: neither answer has come yet.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const held = async () => {
      await answered;
      return undefined;
    };
    server.use(http.get('*/site/v1/products', held), http.get('*/site/v1/cart/items', held));
    const { store } = renderCart(lines);
    for (const start of cartQueryStarters(store, lines, 1)) start().unsubscribe();
    const items = within(await screen.findByRole('region', { name: 'Items in your cart: 3' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading', { name: 'Febricet 500 mg' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('heading', { name: 'Paracetamol Galenika 500 mg' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent(/Total\s*…/);
    answer();
    await within(summary).findByRole('link', { name: 'Choose a pharmacy' });
    expect(summary).toHaveTextContent(/Total\s*RSD/);
  });

  it('waits for the answer when what was kept is unreadable or lacks a line', async () => {
    localStorage.setItem('aptk_cart_products', '[{"id":1001,"name":"Febricet 500 mg"}]');
    expect(storedCartProducts.read()).toBeUndefined();
    server.use(http.get('*/site/v1/products', () => new Promise<undefined>(() => undefined)));
    const lines = [{ id: 1001, quantity: 1 }];
    const { store } = renderCart(lines);
    for (const start of cartQueryStarters(store, lines, 1)) start().unsubscribe();
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Febricet 500 mg' })).not.toBeInTheDocument();
  });

  it('marks price-at-the-pharmacy items and leaves them out of the total', async () => {
    renderCart([{ id: 1012, quantity: 2 }]);
    // The whole cart appears at once, when its products and prices are known.
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    await within(summary).findByText('Price will be known at the pharmacy');
    expect(summary).toHaveTextContent(/Price will be known at the pharmacy\s*2 pc\./);
    expect(summary).toHaveTextContent(/Total\s*(RSD\s?0\.00|0\.00\s?RSD)/);
  });

  it('drops products the server does not know', async () => {
    const { store, toasts } = renderCart(
      [
        { id: 1001, quantity: 1 },
        { id: 999999, quantity: 1 },
      ],
      { toasts: true },
    );
    await waitFor(() => expect(selectCartLines(store.getState())).toEqual([{ id: 1001, quantity: 1 }]));
    await waitFor(() =>
      expect(shown(toasts)).toContainEqual([
        'status',
        'Some products are no longer sold and were removed from your cart',
      ]),
    );
  });
});
