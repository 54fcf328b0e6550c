import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { handlers } from '@mocks/handlers';
import { selectCartLines, type CartLine, type CartState } from '@/features/cart';
import { renderWithProviders } from '@/testing/render';
// Aliased: the helper is not a React hook, whatever its name says (rules-of-hooks goes by the name).
import { setupMockBackend } from '@/testing/msw';
import { EMPTY_CHECKOUT } from '../model/checkoutSlice';
import { ConfirmationStep } from './ConfirmationStep';
import { ContactsStep } from './ContactsStep';
import { PharmacyStep } from './PharmacyStep';

const server = setupMockBackend();

// Step 2 renders every pharmacy of Belgrade with its hours; jsdom needs a few seconds for the whole walk.
jest.setTimeout(30_000);

const restored = (lines: CartLine[]): CartState => ({ lines, settled: lines, restored: true });

const routes = [
  { path: '/step/pharmacy', element: <PharmacyStep /> },
  { path: '/step/contacts', element: <ContactsStep /> },
  { path: '/step/confirmation', element: <ConfirmationStep /> },
  { path: '/cart', element: <p>cart page</p> },
];

const renderStep = (path: string, lines: CartLine[], checkout?: { pharmacy: { id: number; cityId: number } }) => {
  const [first, ...rest] = routes.filter((route) => route.path !== path.split('?')[0]);
  const current = routes.find((route) => route.path === path.split('?')[0]);
  return renderWithProviders(current?.element ?? <p>missing</p>, {
    path,
    toasts: true,
    routes: first ? [first, ...rest] : rest,
    preloadedState: {
      cart: restored(lines),
      ...(checkout ? { checkout: { ...EMPTY_CHECKOUT, pharmacy: checkout.pharmacy } } : {}),
    },
  });
};

const offerCards = () => screen.getAllByRole('article');

const ONE_LINE: CartLine[] = [{ id: 1001, quantity: 1 }];

/** Step 3 at the first pharmacy that has the line, with valid contacts typed. */
const openFilledContacts = async () => {
  const user = userEvent.setup({ delay: null });
  const view = renderStep('/step/pharmacy', ONE_LINE);
  const first = (await screen.findAllByRole('article'))[0]!;
  await user.click(within(first).getAllByRole('button')[0]!);
  await screen.findByRole('complementary', { name: 'Your reservation' });
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana Anić');
  await waitFor(() => expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('readonly'));
  await user.type(screen.getByLabelText('Phone number'), '641234567');
  return { ...view, user };
};

describe('checkout steps', () => {
  it('sends an empty cart back to /cart and a missing pharmacy back to step 2', async () => {
    let view = renderStep('/step/pharmacy', []);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/cart'));
    view.unmount();

    view = renderStep('/step/contacts', [{ id: 1001, quantity: 1 }]);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/step/pharmacy'));
    view.unmount();

    view = renderStep('/step/confirmation', [{ id: 1001, quantity: 1 }]);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/cart'));
  });

  it('a pharmacy chosen in another city counts as none', async () => {
    const { router } = renderStep('/step/contacts', [{ id: 1001, quantity: 1 }], { pharmacy: { id: 999, cityId: 7 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/step/pharmacy'));
  });

  it('lists the pharmacies with what each has, sorts by price, and reserves at the chosen one', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, store } = renderStep('/step/pharmacy', [
      { id: 1001, quantity: 2 },
      { id: 1007, quantity: 3 },
    ]);
    await screen.findByText(/pharmacies in Belgrade have products from your cart/);
    const cards = offerCards();
    expect(cards.length).toBeGreaterThan(1);
    const first = cards[0]!;
    expect(within(first).getByText('Febricet 500 mg')).toBeInTheDocument();
    expect(within(first).getByText(/Total at this pharmacy/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Lowest price' }));
    expect(router.state.location.search).toBe('?sort=price');
    const totals = offerCards().map((card) =>
      Number((within(card).getByText(/Total at this pharmacy/).nextSibling?.textContent ?? '').replace(/[^\d.]/g, '')),
    );
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    await user.click(screen.getByRole('radio', { name: 'Most complete' }));
    const complete = offerCards()[0]!;
    expect(within(complete).getByText('Has everything in your cart')).toBeInTheDocument();
    const name = within(complete).getByRole('heading').textContent ?? '';
    await user.click(within(complete).getByRole('button', { name: `Reserve at ${name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/step/contacts'));

    const summary = await screen.findByRole('complementary', { name: 'Your reservation' });
    expect(summary).toHaveTextContent(name);
    expect(summary).toHaveTextContent('Prices include PDV');
    expect(summary).toHaveTextContent(/of which PDV 10 %/);

    // Submitting empty shows the errors and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/step/contacts');

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana Anić');
    const phone = screen.getByLabelText('Phone number');
    await waitFor(() => expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('readonly'));
    await user.type(screen.getByLabelText('Phone number'), '641234567');
    expect(phone).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note for the pharmacy (optional)' }), 'Pozvati pre dolaska');
    await user.click(screen.getByRole('button', { name: 'Reserve' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/step/confirmation'));
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your reservation has been accepted' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^APT-\d+$/)).toBeInTheDocument();
    expect(screen.getByText('At the pharmacy, when you pick it up')).toBeInTheDocument();
    expect(screen.getByText('Pozvati pre dolaska')).toBeInTheDocument();
    expect(screen.getByText('+381 64 123 4567')).toBeInTheDocument();
    await waitFor(() => expect(selectCartLines(store.getState())).toEqual([]));
  });

  it('keeps the cart and the typed contacts when the order is refused', async () => {
    server.use(
      http.post('*/site/v1/orders', () =>
        HttpResponse.json({ message: 'Apoteka trenutno ne prima rezervacije' }, { status: 400 }),
      ),
    );
    const { router, store, toasts, user } = await openFilledContacts();
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    await waitFor(() =>
      expect(toasts().map((toast) => [toast.getAttribute('role'), toast.textContent])).toEqual([
        ['alert', 'Apoteka trenutno ne prima rezervacije'],
      ]),
    );
    expect(router.state.location.pathname).toBe('/step/contacts');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ana Anić');
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeEnabled();
    expect(selectCartLines(store.getState())).toEqual(ONE_LINE);
  });

  describe('placing the order once', () => {
    const lines = ONE_LINE;
    const orderPosts = () => {
      const keys: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/orders')) {
          void request
            .clone()
            .json()
            .then((body: { idempotency_key?: string }) => keys.push(body.idempotency_key ?? ''));
        }
      });
      return keys;
    };
    afterEach(() => server.events.removeAllListeners());

    it('sends one request for two submits in the same tick', async () => {
      const { router } = await openFilledContacts();
      const posts = orderPosts();
      const form = screen.getByRole('form', { name: 'Who will pick up the order' }) as HTMLFormElement;
      form.requestSubmit();
      form.requestSubmit();
      await waitFor(() => expect(router.state.location.pathname).toBe('/step/confirmation'));
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatch(/^[0-9a-f]{32}$/);
    });

    it('after a lost answer says so, and the retry sends the same key and gets the order already made', async () => {
      let created: { number?: string } = {};
      server.use(
        http.post(
          '*/site/v1/orders',
          async ({ request }) => {
            // The server makes the order; the answer never reaches the browser.
            const answer = await getResponse(handlers, request);
            created = (await answer?.json()) as { number?: string };
            return HttpResponse.error();
          },
          { once: true },
        ),
      );
      const { router, user } = await openFilledContacts();
      const posts = orderPosts();
      await user.click(screen.getByRole('button', { name: 'Reserve' }));
      expect(
        await screen.findByText('We could not confirm your reservation. Try again: it will not be placed twice.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reserve' })).toBeEnabled();
      expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ana Anić');

      await user.click(screen.getByRole('button', { name: 'Reserve' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/step/confirmation'));
      expect(posts).toHaveLength(2);
      expect(posts[1]).toBe(posts[0]);
      expect(created.number).toMatch(/^APT-\d+$/);
      expect(await screen.findByText(created.number ?? '')).toBeInTheDocument();
    });

    it.each([
      ['no answer', () => HttpResponse.error()],
      ['a server error', () => HttpResponse.json({}, { status: 503 })],
    ])('%s re-enables the button with the message', async (_name, answer) => {
      server.use(http.post('*/site/v1/orders', answer));
      const { user } = await openFilledContacts();
      await user.click(screen.getByRole('button', { name: 'Reserve' }));
      expect(await screen.findByText(/We could not confirm your reservation/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reserve' })).toBeEnabled();
    });

    it('a new store (a reload) starts on step 3 with what this tab typed', async () => {
      const first = await openFilledContacts();
      await waitFor(() => expect(sessionStorage.getItem('aptk_checkout')).toContain('Ana Anić'));
      first.unmount();
      const { router } = renderStep('/step/contacts', lines);
      expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Ana Anić');
      expect(screen.getByLabelText('Phone number')).toHaveValue('+381 (64) 123 4567');
      expect(router.state.location.pathname).toBe('/step/contacts');
    });
  });
});
