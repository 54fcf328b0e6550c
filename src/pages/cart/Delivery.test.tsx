import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { selectCartLines } from '@/features/cart';
import { getDataset } from '@mocks/data/dataset';
import { stockedOfKind } from '@mocks/data/scenarios';
import { Component as CartPage } from './index';

const server = setupMockBackend();
jest.setTimeout(30_000);

const ds = getDataset();
/** A product of that kind that a pharmacy of Belgrade has at least twice. */
const stocked = (kind: 'cosmetic' | 'medicine') => stockedOfKind(ds, 1, kind);
const cream = stocked('cosmetic');
const medicine = stocked('medicine');

/** The cart page; `toasts`: with the app's toast region, to read the toasts a visitor reads. */
const renderCart = (lines: Array<{ id: number; quantity: number }>, { toasts = false } = {}) =>
  renderWithProviders(<CartPage />, {
    path: '/cart',
    toasts,
    preloadedState: { cart: { lines, settled: lines, restored: true } },
  });

const fillAddress = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ana Anić');
  await waitFor(() => expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('readonly'));
  await user.type(screen.getByLabelText('Phone number'), '641234567');
  await user.type(screen.getByRole('textbox', { name: 'Street and number' }), 'Njegoševa 12');
  await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '11000');
};

describe('cart: delivery of what may be delivered', () => {
  it('splits a mixed cart into a delivery and a reservation, and delivers the goods', async () => {
    const user = userEvent.setup();
    const { store } = renderCart([
      { id: cream.id, quantity: 2 },
      { id: medicine.id, quantity: 1 },
    ]);
    const panel = await screen.findByRole('region', { name: 'Delivery to your address' });
    expect(panel).toHaveTextContent('for RSD 299.00, paid in cash on delivery, within 2 days');
    expect(panel).toHaveTextContent('Delivered to your address: 2 items');
    expect(panel).toHaveTextContent(/RSD [\d,.]+ \+ delivery RSD 299\.00 = RSD [\d,.]+, paid to the courier in cash/);
    expect(panel).toHaveTextContent('Reserved for pickup at a pharmacy: 1 medicine');

    await user.click(within(panel).getByRole('button', { name: 'Deliver 2 items to my address' }));
    const form = await within(panel).findByRole('form', { name: 'Delivery address' });
    // Nothing is sent while a field is wrong; each says what to do.
    await user.click(within(form).getByRole('button', { name: /^Order the delivery/ }));
    expect(await within(form).findByText('Please enter the street and number.')).toBeInTheDocument();
    expect(within(form).getByText('The postal code has 5 digits.')).toBeInTheDocument();

    await fillAddress(user);
    await user.click(within(form).getByRole('button', { name: /^Order the delivery/ }));
    const placed = await screen.findByRole('status');
    expect(placed).toHaveTextContent(/Delivery DST-\d+ accepted/);
    expect(placed).toHaveTextContent('Njegoševa 12, 11000 Belgrade');
    expect(placed).toHaveTextContent('Your medicines are still in the cart');
    // The medicine stays for the usual reservation.
    expect(selectCartLines(store.getState())).toEqual([{ id: medicine.id, quantity: 1 }]);
    expect(screen.getByRole('link', { name: 'Choose a pharmacy' })).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server’s message when the delivery is refused', async () => {
    server.use(
      http.post('*/site/v1/orders/delivery', () =>
        HttpResponse.json({ message: 'Dostava trenutno nije moguća' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    const { store, toasts } = renderCart([{ id: cream.id, quantity: 1 }], { toasts: true });
    const panel = await screen.findByRole('region', { name: 'Delivery to your address' });
    expect(panel).not.toHaveTextContent('Reserved for pickup');
    await user.click(within(panel).getByRole('button', { name: 'Deliver 1 item to my address' }));
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: /^Order the delivery/ }));
    await waitFor(() =>
      expect(toasts().map((toast) => [toast.getAttribute('role'), toast.textContent])).toEqual([
        ['alert', 'Dostava trenutno nije moguća'],
      ]),
    );
    expect(screen.getByRole('textbox', { name: 'Street and number' })).toHaveValue('Njegoševa 12');
    expect(screen.getByRole('button', { name: /^Order the delivery/ })).toBeEnabled();
    expect(selectCartLines(store.getState())).toEqual([{ id: cream.id, quantity: 1 }]);
  });

  it('offers no delivery for a cart of medicines', async () => {
    renderCart([{ id: medicine.id, quantity: 1 }]);
    await screen.findByRole('heading', { name: medicine.name.en }, { timeout: 10_000 });
    await screen.findByRole('link', { name: 'Choose a pharmacy' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Delivery to your address' })).not.toBeInTheDocument();
  });

  it('counts a product as a medicine when the answer does not say it is none', async () => {
    // An older backend without `is_medicine` (docs/api.md, "Required and optional fields"): pickup only.
    server.use(
      http.get('*/site/v1/products', () =>
        HttpResponse.json({
          list: [{ id: cream.id, name: cream.name.en, price: 450, allow_safety: false, pharmacies_count: 3 }],
        }),
      ),
    );
    renderCart([{ id: cream.id, quantity: 1 }]);
    await screen.findByRole('heading', { name: cream.name.en }, { timeout: 10_000 });
    await screen.findByRole('link', { name: 'Choose a pharmacy' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Delivery to your address' })).not.toBeInTheDocument();
  });

  it.each([
    ['without rx', {}],
    ['with a malformed rx', { rx: 'no' }],
  ])('counts a product %s as a medicine, even when the answer says it is none', async (_case, rx) => {
    // An answer that does not say "no prescription" is prescription-like (docs/api.md,
    // "Required and optional fields"): pickup only.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/site/v1/products', () =>
        HttpResponse.json({
          list: [{ id: cream.id, name: cream.name.en, price: 450, allow_safety: false, is_medicine: false, ...rx }],
        }),
      ),
    );
    renderCart([{ id: cream.id, quantity: 1 }]);
    await screen.findByRole('heading', { name: cream.name.en }, { timeout: 10_000 });
    await screen.findByRole('link', { name: 'Choose a pharmacy' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Delivery to your address' })).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
