import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDataset, pharmaciesWith } from '@mocks/data/dataset';
import { splitPair, transferCase } from '@mocks/data/scenarios';
import { selectCartLines, type CartLine } from '@/features/cart';
import { setupDemoSignIn } from '@/testing/demoClient';
import { renderWithProviders } from '@/testing/render';
// Aliased: the helper is not a React hook, whatever its name says (rules-of-hooks goes by the name).
import { setupMockBackend } from '@/testing/msw';
import { EMPTY_CHECKOUT } from '../model/checkoutSlice';
import { ConfirmationStep } from './ConfirmationStep';
import { ContactsStep } from './ContactsStep';
import { OrdersList } from './OrdersList';
import { PharmacyStep } from './PharmacyStep';

setupMockBackend();
jest.setTimeout(30_000);

const ds = getDataset();
const [a, b] = splitPair(ds, 1);
const SPLIT_CART: CartLine[] = [
  { id: a.id, quantity: 1 },
  { id: b.id, quantity: 1 },
];

const routes = [
  { path: '/step/pharmacy', element: <PharmacyStep /> },
  { path: '/step/contacts', element: <ContactsStep /> },
  { path: '/step/confirmation', element: <ConfirmationStep /> },
  { path: '/lk/orders', element: <OrdersList /> },
  { path: '/cart', element: <p>cart page</p> },
];

const render = (path: string, lines: CartLine[], pharmacy?: { id: number; cityId: number }) =>
  renderWithProviders(routes.find((route) => route.path === path)?.element ?? <p>missing</p>, {
    path,
    routes: routes.filter((route) => route.path !== path),
    preloadedState: {
      cart: { lines, settled: lines, restored: true },
      ...(pharmacy ? { checkout: { ...EMPTY_CHECKOUT, pharmacy } } : {}),
    },
  });

const fillContacts = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ana Anić');
  await waitFor(() => expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('readonly'));
  await user.type(screen.getByLabelText('Phone number'), '641234567');
};

const signInDemo = setupDemoSignIn('split-test-token');

describe('split reservation', () => {
  it('offers the split with what each pharmacy gives, its distance on request, and places both with one confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const positions: Array<(p: { coords: { latitude: number; longitude: number } }) => void> = [];
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: (typeof positions)[number]) => positions.push(ok) },
    });
    const view = render('/step/pharmacy', SPLIT_CART);

    const split = await screen.findByRole('region', { name: 'No pharmacy has everything: collect it in 2 pharmacies' });
    const parts = within(split).getAllByRole('article');
    expect(parts).toHaveLength(2);
    // Each pharmacy lists the line collected there, and has it in stock.
    const collectedIn = () => parts.map((part) => [a, b].filter((p) => within(part).queryByText(p.name.en)));
    await waitFor(() => expect(collectedIn().map((list) => list.length)).toEqual([1, 1]));
    const collected = collectedIn();
    for (const [i, part] of parts.entries()) {
      const name = within(part).getByRole('heading').textContent ?? '';
      const product = collected[i]?.[0] ?? a;
      expect(pharmaciesWith(ds, 1, product).map((ph) => ph.name)).toContain(name);
      expect(part).toHaveTextContent(/Open|Closed/);
    }
    // Distance only once the visitor asks for it.
    expect(split).not.toHaveTextContent('from you');
    await user.click(within(split).getByRole('button', { name: 'Show distance from me' }));
    positions[0]?.({ coords: { latitude: 44.8125, longitude: 20.4612 } });
    await waitFor(() => expect(within(parts[0]!).getByText(/km from you$/)).toBeInTheDocument());

    await user.click(within(split).getByRole('button', { name: 'Reserve in 2 pharmacies' }));
    await screen.findByRole('complementary', { name: 'Your 2 reservations' });
    await fillContacts(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));

    await screen.findByRole('heading', { name: 'Thank you! Your 2 reservations have been accepted' });
    const reservations = screen.getAllByRole('heading', { level: 3, name: /^Reservation APT-\d+ · / });
    expect(reservations).toHaveLength(2);
    expect(new Set(reservations.map((h) => h.textContent)).size).toBe(2);
    expect(screen.getAllByText('Ready for pickup from')).toHaveLength(2);
    expect(screen.getAllByText('Held for 48 h, until')).toHaveLength(2);
    // Each reservation has its own status and code, under its own heading; one offer of the notice.
    for (const heading of reservations) {
      const number = /APT-\d+/.exec(heading.textContent ?? '')?.[0] ?? '';
      const section = screen.getByRole('region', { name: heading.textContent ?? '' });
      expect(within(section).getByRole('region', { name: `Status of reservation ${number}` })).toHaveTextContent(
        'Received',
      );
      expect(within(section).getByRole('region', { name: `Pickup code of reservation ${number}` })).toHaveTextContent(
        /\d{6}/,
      );
    }
    // (jsdom has no notifications: the offer says so, once.)
    expect(screen.getAllByText(/This browser cannot show notifications/)).toHaveLength(1);
    expect(selectCartLines(view.store.getState())).toEqual([]);
  });

  it('lists the reservations of a visit together in My orders', async () => {
    signInDemo();
    const user = userEvent.setup({ delay: null });
    render('/step/pharmacy', SPLIT_CART);
    const split = await screen.findByRole('region', { name: /No pharmacy has everything/ });
    await user.click(within(split).getByRole('button', { name: 'Reserve in 2 pharmacies' }));
    await screen.findByRole('complementary', { name: 'Your 2 reservations' });
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    await user.click(await screen.findByRole('link', { name: 'Go to my orders' }));

    const visit = await screen.findByRole('region', { name: 'One visit: 2 reservations' });
    expect(within(visit).getAllByRole('article')).toHaveLength(2);
    // The demo client's older orders stay on their own.
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});

describe('bring it to my pharmacy', () => {
  it('offers a transfer for the missing line with its ready-by time and reserves it in the same reservation', async () => {
    const { pharmacy, has, lacks } = transferCase(ds, 1);
    const user = userEvent.setup({ delay: null });
    const cart: CartLine[] = [
      { id: has.id, quantity: 1 },
      { id: lacks.id, quantity: 1 },
    ];
    const view = render('/step/contacts', cart, { id: pharmacy.id, cityId: 1 });

    const section = await screen.findByRole('region', { name: 'Bring it to my pharmacy' });
    const option = within(section).getByRole('checkbox', { name: `Bring ${lacks.name.en} (1 pcs)` });
    expect(option).toHaveAccessibleDescription(/^From Apoteka .+, ready by .+/);
    expect(screen.getByRole('complementary', { name: 'Your reservation' })).toHaveTextContent(/stays in your cart/);
    await user.click(option);
    const summary = screen.getByRole('complementary', { name: 'Your reservation' });
    expect(summary).toHaveTextContent(`${lacks.name.en} (1 pcs) is brought in: ready by`);
    expect(summary).not.toHaveTextContent(/stays in your cart/);
    await fillContacts(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));

    await screen.findByRole('heading', { name: 'Thank you! Your reservation has been accepted' });
    expect(screen.getByText(/^1 pcs brought from Apoteka .+: ready by .+/)).toBeInTheDocument();
    // Both lines were reserved: nothing stays in the cart.
    expect(selectCartLines(view.store.getState())).toEqual([]);
  });
});
