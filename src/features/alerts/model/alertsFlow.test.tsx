import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restock } from '@mocks/qa';
import { db } from '@mocks/db';
import { issueAuthToken } from '@mocks/handlers/auth';
import { loggedOut } from '@/features/auth';
import { visitorStateRestored } from '@/shared/lifecycle';
import { removeCookie, writeCookie } from '@/shared/storage';
import { renderWithProviders } from '@/testing/render';
// Not a React hook (it registers jest hooks).
import { setupMockBackend } from '@/testing/msw';
import { alertsApi } from '../api/alertsApi';
import { makeAlert, missingProduct } from '../testing/fixtures';
import { AlertNotices } from '../ui/AlertNotices';

const server = setupMockBackend();
const alertCalls: string[] = [];
beforeEach(() => {
  localStorage.clear();
  alertCalls.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    // GET /alerts only (its `data`): the creation is a POST without one.
    if (url.pathname.endsWith('/site/v1/alerts') && request.method === 'GET')
      alertCalls.push(url.searchParams.get('data') ?? '');
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

const missing = missingProduct();
const noticeText = `${missing.productName} is now available in ${missing.cityName}`;

/** An app start: a fresh store over what this browser stored, the notices, and `visitorStateRestored`. */
const startApp = () => {
  const view = renderWithProviders(<AlertNotices />);
  view.store.dispatch(visitorStateRestored());
  return view;
};

const storedKeys = (name: string): unknown => JSON.parse(localStorage.getItem(name) ?? 'null');

/** Waits until the start's list answer is in the store. */
const listed = async (store: ReturnType<typeof startApp>['store'], keys: string[]) =>
  waitFor(() => expect(alertsApi.endpoints.getAlerts.select({ keys })(store.getState()).status).toBe('fulfilled'));

describe('stock alert notices', () => {
  it('announces a fired alert once, at the next start, with a link to the product', async () => {
    const first = startApp();
    const alert = await makeAlert(first.store, missing, 'ana@example.com');
    expect(storedKeys('aptk_alerts')).toEqual([alert.key]);
    first.unmount();

    restock(`${missing.productId}:${missing.cityId}`);
    const second = startApp();
    await screen.findByText(noticeText);
    expect(screen.getByRole('status', { name: 'Stock alerts' })).toHaveTextContent(noticeText);
    expect(screen.getByRole('link', { name: 'See the product' })).toHaveAttribute(
      'href',
      `/detail/${missing.productId}`,
    );
    expect(storedKeys('aptk_alerts_seen')).toEqual([alert.key]);
    second.unmount();

    const third = startApp();
    await listed(third.store, [alert.key]);
    expect(screen.getByRole('status', { name: 'Stock alerts' })).toBeEmptyDOMElement();
    expect(alertCalls).toHaveLength(2);
  });

  it('closes a notice with its button', async () => {
    const { store } = renderWithProviders(<p />);
    const alert = await makeAlert(store, missing, 'a@b.rs');
    restock(`${missing.productId}:${missing.cityId}`);
    const user = userEvent.setup();
    startApp();
    await screen.findByText(noticeText);
    await user.click(screen.getByRole('button', { name: 'Close the notice' }));
    expect(screen.queryByText(noticeText)).not.toBeInTheDocument();
    expect(storedKeys('aptk_alerts_seen')).toEqual([alert.key]);
  });

  it('asks nothing for a visitor without alerts, and reads a corrupt store as none', async () => {
    jest.useFakeTimers();
    localStorage.setItem('aptk_alerts', '{not json');
    const { store } = startApp();
    localStorage.setItem('aptk_alerts', '["not a key", 5]');
    renderWithProviders(<p />).store.dispatch(visitorStateRestored());
    // The listener has nothing to wait for: a second later on jest's fake clock it has decided.
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(alertCalls).toEqual([]);
    expect(store.getState().alerts?.keys).toEqual([]);
    expect(screen.getByRole('status', { name: 'Stock alerts' })).toBeEmptyDOMElement();
  });

  it('forgets the alerts made in a session when it ends, and keeps the browser’s own', async () => {
    const anonymous = await makeAlert(renderWithProviders(<p />).store, missing, 'ana@example.com');
    const client = db().users[0];
    if (!client) throw new Error('the mock has no demo client');
    writeCookie('auth_token', issueAuthToken(db(), client), 1);
    try {
      const { store } = renderWithProviders(<p />);
      const own = await makeAlert(store, missing);
      expect(storedKeys('aptk_alerts')).toEqual([own.key, anonymous.key]);
      expect(storedKeys('aptk_alerts_client')).toEqual([own.key]);

      act(() => {
        store.dispatch(loggedOut());
      });
      expect(store.getState().alerts?.keys).toEqual([anonymous.key]);
      expect(storedKeys('aptk_alerts')).toEqual([anonymous.key]);
      // The session's list goes whole (the storage registry's `client` rule).
      expect(localStorage.getItem('aptk_alerts_client')).toBeNull();
    } finally {
      removeCookie('auth_token');
    }
  });
});
