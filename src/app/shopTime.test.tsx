import { render, screen, within } from '@testing-library/react';
import { FormattedTime } from 'react-intl';
import { answerQuestions } from '@mocks/services/questions';
import { call } from '@mocks/tests/helpers';
import type { OrderDto, QuestionDto } from '@/shared/api';
import { OrderDetail } from '@/features/checkout';
import { QuestionsList } from '@/features/questions';
import { setupDemoSignIn } from '@/testing/demoClient';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { AppProviders } from './AppProviders';
import { makeStore } from './store';

// The shopper's device is in New York; the shop's clock is Belgrade's (SHOP_TIME_ZONE). jest's
// sandbox does not pass process.env.TZ on to the process's clock, so the device's zone is
// what a formatter gets when it names none: every formatting that does not carry the shop's
// zone shows New York time here.
const DEVICE_TIME_ZONE = 'America/New_York';
const DeviceDateTimeFormat = Intl.DateTimeFormat;
beforeAll(() => {
  const OnTheDevice = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new DeviceDateTimeFormat(locales, { ...options, timeZone: options?.timeZone ?? DEVICE_TIME_ZONE });
  } as unknown as typeof Intl.DateTimeFormat;
  Object.assign(OnTheDevice, { supportedLocalesOf: DeviceDateTimeFormat.supportedLocalesOf });
  Intl.DateTimeFormat = OnTheDevice;
});
afterAll(() => {
  Intl.DateTimeFormat = DeviceDateTimeFormat;
});

setupMockBackend();
const TOKEN = 'shop-time-test-token';
const signInDemo = setupDemoSignIn(TOKEN);

/** 10:30 UTC: 11:30 in Belgrade (CET), 06:30 in New York (EDT). */
const INSTANT = Date.parse('2026-03-10T10:30:00Z');

afterEach(() => jest.useRealTimers());

describe('one clock for the shopper', () => {
  it('runs on a device in another time zone than Belgrade', () => {
    expect(new Intl.DateTimeFormat('en', { hour: '2-digit', hourCycle: 'h23' }).format(INSTANT)).toBe('06');
  });

  it('the app’s provider formats in Belgrade time', () => {
    render(
      <AppProviders store={makeStore()} locale="en" messages={{}}>
        <FormattedTime value={INSTANT} />
      </AppProviders>,
    );
    expect(screen.getByText('11:30 AM')).toBeInTheDocument();
  });

  it('shows the answer time under My questions in Belgrade time', async () => {
    signInDemo();
    await call<QuestionDto>(
      'POST',
      '/questions',
      { product_id: 1001, question: 'Can I take it with food?', channel: 'phone', contact: '0641234567' },
      { auth: TOKEN, lang: 'eng' },
    );
    answerQuestions('last', INSTANT);
    renderWithProviders(<QuestionsList />, { path: '/lk/questions' });
    const answer = await screen.findByRole('region', { name: /^The pharmacist's answer/ });
    expect(within(answer).getByRole('heading')).toHaveTextContent(/March 10, 2026 at 11:30 AM/);
  });

  it('shows an order step’s time in Belgrade time', async () => {
    signInDemo();
    jest.useFakeTimers({ now: INSTANT, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const order = (
      await call<OrderDto>(
        'POST',
        '/orders',
        { city_id: 1, pharmacy_id: 101, items: [{ id: 1001, quantity: 1 }], name: 'Ana', phone: '+381 64 123 4567' },
        { auth: TOKEN, lang: 'eng' },
      )
    ).body;
    renderWithProviders(<OrderDetail id={order.id} />, { path: `/lk/orders/${order.id}`, routePath: '/lk/orders/:id' });
    const progress = await screen.findByRole('region', { name: 'Order status' });
    const received = within(progress).getAllByRole('listitem')[0] as HTMLElement;
    expect(received).toHaveTextContent(/Mar 10, 2026, 11:30 AM/);
  });
});
