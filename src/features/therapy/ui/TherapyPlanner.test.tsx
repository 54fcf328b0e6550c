import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { getDataset } from '@mocks/data/dataset';
import { partlyStocked } from '@mocks/data/partlyStocked';
import { issueAuthToken } from '@mocks/handlers/auth';
import { loggedOut } from '@/features/auth';
import { removeCookie, writeCookie } from '@/shared/storage';
import { renderWithProviders } from '@/testing/render';
// Not a React hook (it registers jest hooks).
import { setupMockBackend } from '@/testing/msw';
import { TherapyPlanner } from './TherapyPlanner';

setupMockBackend();
jest.setTimeout(30_000);

const CITY_ID = 1; // the default city
const { product, lacking } = partlyStocked(getDataset(), CITY_ID);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Shown = { title: string; options: NotificationOptions };
const shown: Shown[] = [];

/** Cache Storage as jsdom lacks it: the store the page shares with the installed app's worker. */
const cached = new Map<string, string>();
const installCaches = () => {
  // One cache, `aptk-therapy`: it is there once something was put in it (`has`, as a browser's).
  const cache = {
    match: (path: string) => Promise.resolve(cached.has(path) ? new Response(cached.get(path)) : undefined),
    put: async (path: string, answer: Response) => void cached.set(path, await answer.text()),
    delete: (path: string) => Promise.resolve(cached.delete(path)),
  };
  Object.defineProperty(window, 'caches', {
    configurable: true,
    value: { open: () => Promise.resolve(cache), has: () => Promise.resolve(cached.size > 0) },
  });
};
const handedOver = () =>
  JSON.parse(cached.get('/aptk-therapy-reminders') ?? 'null') as {
    version: number;
    timeZone: string;
    expires: number;
    windows: Array<{ key: string; start: string; end: string; title: string; body: string; url: string }>;
    notified: string[];
  } | null;

/**
 * The browser's reminder APIs as jsdom lacks them: a permission and a worker that records
 * notifications and, with `periodicSync`, Chromium's Periodic Background Sync.
 */
const installNotifications = (
  permission: NotificationPermission,
  answer: NotificationPermission = 'granted',
  periodicSync?: { register: jest.Mock },
) => {
  const api = { permission, requestPermission: jest.fn(() => Promise.resolve(answer)) };
  Object.defineProperty(window, 'Notification', { configurable: true, value: api });
  installCaches();
  const registration = {
    showNotification: (title: string, options: NotificationOptions) => {
      shown.push({ title, options });
      return Promise.resolve();
    },
    periodicSync,
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  return api;
};

afterEach(() => {
  removeCookie('auth_token');
  localStorage.clear();
  shown.length = 0;
  cached.clear();
  Reflect.deleteProperty(window, 'caches');
  Reflect.deleteProperty(window, 'Notification');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const renderSignedIn = async () => {
  const client = db().users[0];
  if (!client) throw new Error('the mock has no demo client');
  writeCookie('auth_token', issueAuthToken(db(), client), 1);
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<TherapyPlanner />, { path: '/lk/therapy' });
  await screen.findByText('You have not added a therapy yet.');
  return { user, ...view };
};

const addTherapy = async (user: ReturnType<typeof userEvent.setup>) => {
  const form = screen.getByRole('form', { name: 'Add a renewable prescription' });
  await user.type(within(form).getByRole('searchbox', { name: 'Find the medicine' }), product.name.en);
  await user.click(
    await within(form).findByRole('radio', { name: new RegExp(`^${escape(product.name.en)}`) }, { timeout: 3000 }),
  );
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Prescription length' }), '3');
  await user.selectOptions(
    within(form).getByRole('combobox', { name: /^Preferred pharmacy/ }),
    await within(form).findByRole('option', { name: new RegExp(`^${escape(lacking.name)},`) }),
  );
  await user.click(within(form).getByRole('button', { name: 'Add the therapy' }));
  return screen.findByRole('article', { name: product.name.en });
};

describe('my therapy', () => {
  it('says what is missing, keeps what was entered, then lists the windows and reserves the open one', async () => {
    const { user } = await renderSignedIn();
    const form = screen.getByRole('form', { name: 'Add a renewable prescription' });
    await user.click(within(form).getByRole('button', { name: 'Add the therapy' }));
    expect(await within(form).findByText('Choose the medicine and pack.')).toBeInTheDocument();
    expect(within(form).getByText('Choose a pharmacy.')).toBeInTheDocument();

    const card = await addTherapy(user);
    const windows = within(card).getAllByRole('listitem');
    expect(windows).toHaveLength(3);
    // The first pickup date is today by default: month 1 is open, the others upcoming.
    expect(windows[0]).toHaveTextContent('Month 1 of 3');
    expect(windows[0]).toHaveTextContent('Open now');
    expect(windows[1]).toHaveTextContent('Upcoming');
    expect(windows[2]).toHaveTextContent('Upcoming');

    await user.click(
      within(card).getByRole('button', { name: `Reserve this month's pack: ${product.name.en}, month 1` }),
    );
    const link = await within(card).findByRole('link', { name: /^APT-\d+$/ });
    const order = db().orders.at(-1);
    expect(link).toHaveAttribute('href', `/lk/orders/${order?.id}`);
    // The preferred pharmacy lacks the pack: the nearest one that has it.
    expect(order?.pharmacyId).not.toBe(lacking.id);
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('Reserved');
  });

  it('without the browser APIs, says reminders are not possible and offers no button', async () => {
    await renderSignedIn();
    expect(
      screen.getByText('This browser cannot show reminders. Add the windows to your calendar instead.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remind me' })).not.toBeInTheDocument();
  });

  it('asks for notifications only on "Remind me", then announces the open window once', async () => {
    const api = installNotifications('default');
    const { user, store } = await renderSignedIn();
    await addTherapy(user);
    expect(api.requestPermission).not.toHaveBeenCalled();
    expect(shown).toEqual([]);

    api.permission = 'granted';
    await user.click(screen.getByRole('button', { name: 'Remind me' }));
    expect(api.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(shown).toHaveLength(1));
    // Neutral: a lock screen is seen by others (docs/behaviour.md §19).
    expect(shown[0]?.title).toBe('Your pickup window is open');
    expect(shown[0]?.options.body).toMatch(/^The window of month 1 is open until /);
    expect(`${shown[0]?.title} ${shown[0]?.options.body}`).not.toContain(product.name.en);
    expect(await screen.findByText(/^Reminders are on/)).toBeInTheDocument();

    // Another list of the same therapies announces nothing again.
    const { therapyApi } = await import('../api/therapyApi');
    await store.dispatch(therapyApi.endpoints.getTherapies.initiate(undefined, { forceRefetch: true }));
    expect(shown).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('aptk_therapy_notified') ?? '[]')).toHaveLength(1);
  });

  it('a refused permission is said, and the button goes', async () => {
    installNotifications('denied');
    await renderSignedIn();
    expect(screen.getByText(/^Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remind me' })).not.toBeInTheDocument();
  });

  it('hands the installed app the coming windows in the visitor’s language, and asks to be woken', async () => {
    const periodicSync = { register: jest.fn(() => Promise.reject(new DOMException('Not installed'))) };
    installNotifications('granted', 'granted', periodicSync);
    const { user } = await renderSignedIn();
    await addTherapy(user);
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(periodicSync.register).toHaveBeenCalledWith('therapy-reminders', { minInterval: 12 * 60 * 60 * 1000 });

    const therapy = db().therapies.at(-1);
    const store = handedOver();
    expect(store?.timeZone).toBe('Europe/Belgrade');
    // The format public/sw-notifications.js shows; it drops any other unread.
    expect(store?.version).toBe(2);
    // The worker trusts the hand-over for 30 days at most (docs/decisions.md, "Session end").
    const days = ((store?.expires ?? 0) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // Month 1 is open (and announced by the page), months 2 and 3 are coming: the worker gets all three.
    expect(store?.windows.map((w) => w.key)).toEqual([1, 2, 3].map((month) => `${therapy?.id}:${month}`));
    expect(store?.windows[0]).toMatchObject({
      title: shown[0]?.title,
      body: shown[0]?.options.body,
      url: `${window.location.origin}/en/lk/therapy`,
    });
    expect(store?.windows[2]?.body).toMatch(/^The window of month 3 is open until /);
    for (const handed of store?.windows ?? []) expect(`${handed.title} ${handed.body}`).not.toContain(product.name.en);
    expect(store?.notified).toEqual([`${therapy?.id}:1`]);
    expect(JSON.parse(localStorage.getItem('aptk_therapy_notified') ?? '[]')).toEqual([`${therapy?.id}:1`]);
  });

  it('a sign-out takes the handed-over windows back from the worker, and what was announced', async () => {
    installNotifications('granted', 'granted', { register: jest.fn(() => Promise.resolve()) });
    const { user, store } = await renderSignedIn();
    await addTherapy(user);
    await waitFor(() => expect(handedOver()?.windows).toHaveLength(3));
    expect(localStorage.getItem('aptk_therapy_notified')).not.toBeNull();

    act(() => {
      store.dispatch(loggedOut());
    });
    await waitFor(() => expect(handedOver()).toBeNull());
    expect(localStorage.getItem('aptk_therapy_notified')).toBeNull();
  });

  it('does not announce again a window the worker has announced', async () => {
    const periodicSync = { register: jest.fn(() => Promise.resolve()) };
    const api = installNotifications('default', 'granted', periodicSync);
    const { user } = await renderSignedIn();
    await addTherapy(user);
    expect(handedOver()).toBeNull();
    expect(periodicSync.register).not.toHaveBeenCalled();

    const key = `${db().therapies.at(-1)?.id}:1`;
    cached.set(
      '/aptk-therapy-reminders',
      JSON.stringify({ timeZone: 'Europe/Belgrade', windows: [], notified: [key] }),
    );
    api.permission = 'granted';
    await user.click(screen.getByRole('button', { name: 'Remind me' }));
    await waitFor(() => expect(periodicSync.register).toHaveBeenCalled());
    await waitFor(() => expect(handedOver()?.windows).toHaveLength(3));
    expect(JSON.parse(localStorage.getItem('aptk_therapy_notified') ?? '[]')).toEqual([key]);
    expect(handedOver()?.notified).toEqual([key]);
    expect(shown).toEqual([]);
  });
});
