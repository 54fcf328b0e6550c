import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setOrderMinutes } from '@mocks/qa';
import { moveOrders } from '@mocks/services/orderProgress';
import { call } from '@mocks/tests/helpers';
import type { OrderDto } from '@/shared/api';
import { setupDemoSignIn } from '@/testing/demoClient';
import { setupFakeNotifications } from '@/testing/notifications';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { checkoutApi } from '../api/checkoutApi';
import { forgetSeenOrders } from '../model/readyNotice';
import { ORDER_ARGS } from '../testing/order';
import { ConfirmationStep } from './ConfirmationStep';
import { OrderDetail } from './OrderDetail';

const server = setupMockBackend();

const TOKEN = 'order-status-test-token';
const signInDemo = setupDemoSignIn(TOKEN);

const { shown, FakeNotification } = setupFakeNotifications('default');
afterEach(() => {
  // The mock numbers orders from 5001 again after its reset; the listener must not know them.
  forgetSeenOrders();
  setOrderMinutes(null);
});

const placeAsDemo = async (): Promise<OrderDto> =>
  (await call<OrderDto>('POST', '/orders', ORDER_ARGS, { auth: TOKEN, lang: 'eng' })).body;

const productName = (order: OrderDto) => order.lines[0]?.name ?? 'no line';

/**
 * The mock's QA timer makes an order ready 3 s after it is placed, and the page asks again when
 * it is due (at least 2 s later): the clock is moved, not waited for.
 */
const useFakeClock = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
const untilTheNextCheck = () => act(() => jest.advanceTimersByTimeAsync(5000));
afterEach(() => jest.useRealTimers());

describe('order status and the ready notice', () => {
  it('shows the timeline, the code as text and QR code, and the directions; tells once when it turns ready', async () => {
    signInDemo();
    // The mock's QA timer: ready 3 s after being placed, so the page's next check finds it ready.
    setOrderMinutes(0.05);
    useFakeClock();
    const order = await placeAsDemo();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<OrderDetail id={order.id} />, { path: `/lk/orders/${order.id}`, routePath: '/lk/orders/:id' });

    const progress = await screen.findByRole('region', { name: 'Order status' });
    expect(within(progress).getByRole('status')).toHaveTextContent('Received');
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Received (current step)'),
      expect.stringContaining('The pharmacy is preparing it (to come)'),
      expect.stringMatching(/^Ready for pickup from .+ \(to come\)$/),
      expect.stringContaining('Collected (to come)'),
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');

    const code = screen.getByRole('region', { name: 'Pickup code' });
    expect(code).toHaveTextContent(order.pickup_code);
    expect(order.pickup_code).toMatch(/^\d{6}$/);
    const qr = await within(code).findByRole('img', { name: `Pickup QR code, code ${order.pickup_code}` });
    // Drawn as one path of 1×1 modules inside the quiet zone of 4.
    expect(qr).toContainHTML('<path d="M4 4h1v1h-1z');

    const route = screen.getByRole('link', { name: 'Directions to the pharmacy (opens a map in a new tab)' });
    expect(route).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${order.pharmacy.lat},${order.pharmacy.lng}`,
    );
    expect(route).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Notify me when it is ready' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Notifications are on/)).toBeInTheDocument();

    const now = within(progress).getByRole('status');
    await untilTheNextCheck();
    await waitFor(() => expect(now).toHaveTextContent(/^Ready for pickup until /));
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe('Your reservation is ready for pickup');
    expect(shown[0]?.options?.body).toContain(order.number);
    // Neutral on a lock screen: no medicine, and not the code that hands the order over.
    expect(JSON.stringify(shown[0])).not.toContain(productName(order));
    expect(JSON.stringify(shown[0])).not.toContain(order.pickup_code);
    expect(shown[0]?.options?.data).toEqual({ url: `${window.location.origin}/en/lk/orders/${order.id}` });
    expect(screen.queryByRole('button', { name: 'Notify me when it is ready' })).not.toBeInTheDocument();
  });

  it('announces nothing for an order that was ready before the page saw it, and hides the code once it is closed', async () => {
    signInDemo();
    FakeNotification.permission = 'granted';
    const order = await placeAsDemo();
    moveOrders(`${order.id}:ready`);
    const view = renderWithProviders(<OrderDetail id={order.id} />, {
      path: `/lk/orders/${order.id}`,
      routePath: '/lk/orders/:id',
    });
    expect(await screen.findByRole('region', { name: 'Pickup code' })).toHaveTextContent(order.pickup_code);
    expect(shown).toEqual([]);
    view.unmount();

    moveOrders(`${order.id}:cancelled`);
    renderWithProviders(<OrderDetail id={order.id} />, { path: `/lk/orders/${order.id}`, routePath: '/lk/orders/:id' });
    const progress = await screen.findByRole('region', { name: 'Order status' });
    await waitFor(() => expect(within(progress).getByRole('status')).toHaveTextContent('Cancelled'));
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringContaining('Received (done)'),
      expect.stringContaining('Ready for pickup until'),
      expect.stringContaining('Cancelled (done)'),
    ]);
    expect(screen.queryByRole('region', { name: 'Pickup code' })).not.toBeInTheDocument();
    expect(shown).toEqual([]);
  });

  it('follows an anonymous reservation from the confirmation by its track key', async () => {
    FakeNotification.permission = 'granted';
    setOrderMinutes(0.05);
    useFakeClock();
    const { store, router } = renderWithProviders(<p>checkout</p>, {
      path: '/step/contacts',
      routePath: '/step/contacts',
      routes: [{ path: '/step/confirmation', element: <ConfirmationStep /> }],
    });
    // Every address the page asks for: a URL lands in access logs and proxies, and the track key
    // reveals the pickup code (docs/api.md, "POST /orders/track").
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => requested.push(request.url);
    server.events.on('request:start', record);
    const placed = await store.dispatch(checkoutApi.endpoints.placeOrder.initiate(ORDER_ARGS));
    const trackKey = placed.data?.trackKey ?? '';
    expect(trackKey).toMatch(/^[0-9a-f]{32}$/);
    await router.navigate('/step/confirmation');
    expect(await screen.findByRole('region', { name: 'Pickup code' })).toHaveTextContent(
      placed.data?.pickupCode ?? '-',
    );
    const progress = screen.getByRole('region', { name: 'Order status' });
    const now = within(progress).getByRole('status');
    await untilTheNextCheck();
    await waitFor(() => expect(now).toHaveTextContent(/^Ready for pickup until /));
    server.events.removeListener('request:start', record);
    expect(requested.filter((url) => new URL(url).pathname === '/site/v1/orders/track')).not.toEqual([]);
    for (const url of requested) expect(decodeURIComponent(url)).not.toContain(trackKey);
    expect(shown).toHaveLength(1);
    // No session: nothing in the personal area to open, the click goes to the main page.
    expect(shown[0]?.options?.data).toEqual({ url: `${window.location.origin}/en/` });
  });

  it('shows a refused or missing permission instead of the button', async () => {
    signInDemo();
    FakeNotification.permission = 'denied';
    const order = await placeAsDemo();
    renderWithProviders(<OrderDetail id={order.id} />, { path: `/lk/orders/${order.id}`, routePath: '/lk/orders/:id' });
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me when it is ready' })).not.toBeInTheDocument();
  });
});
