import { getDataset } from '../../mocks/data/dataset';
import { partlyStocked } from '../../mocks/data/partlyStocked';
import { addDays, addMonths, dateIn } from '../../src/shared/lib/calendarDate';
import type { Page } from '@playwright/test';
import { expect as baseExpect, DEMO, signInAs, test, escape } from '../e2e/fixtures';
import { FULL_BROWSER } from '../browsers';

/**
 * "My therapy" reminders on the production build (docs/decisions.md, "My therapy"): the app's
 * own worker (Workbox, sw.js) shows them and loads the click handler (sw-notifications.js),
 * which is served to be revalidated like sw.js. The server's database is shared by every test
 * of the run, so each project signs in as a demo client of its own.
 */
// One project's tests share its client's therapies on the server, and each sets its own of the
// same medicine: they run one after the other (in a file of its own, each project still beside
// the other).
// Notifications need the full browser (test/browsers.ts).
test.use(FULL_BROWSER);

test.describe.configure({ mode: 'default', timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

const { product, lacking } = partlyStocked(getDataset(), 1);
const TODAY = dateIn('Europe/Belgrade', Date.now());

/** Signs in (each project as a demo client of its own), allows reminders, adds a therapy of `product`. */
const addTherapy = async (page: Page, project: string, firstDate: string) => {
  await page.goto('/en/');
  await signInAs(page, project === 'mobile' ? DEMO : { phone: '637654321', password: DEMO.password });
  await page.goto('/en/lk/therapy');
  await expect(page.getByText(/^Reminders are on/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a renewable prescription' });
  await form.getByRole('searchbox', { name: 'Find the medicine' }).fill(product.name.en);
  await form.getByRole('radio', { name: new RegExp(`^${escape(product.name.en)}`) }).check();
  await form.getByLabel('First pickup date').fill(firstDate);
  await form.getByRole('combobox', { name: /^Preferred pharmacy/ }).selectOption({
    label: `${lacking.name}, ${lacking.address}`,
  });
  await form.getByRole('button', { name: 'Add the therapy' }).click();
};

test('a reminder is shown by the app worker, which loads the click handler', async ({
  page,
  context,
  request,
}, info) => {
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toContain('sw-notifications.js');
  const handler = await request.get('/sw-notifications.js');
  expect(handler.headers()['cache-control']).toBe('no-cache');
  expect(await handler.text()).toContain("addEventListener('notificationclick'");

  await context.grantPermissions(['notifications']);
  // Month 2 is due about today: its window is open.
  await addTherapy(page, info.project.name, addMonths(TODAY, -1));
  await expect(page.getByRole('article', { name: product.name.en }).first()).toBeVisible();

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return { worker: registration.active?.scriptURL ?? '', titles: notifications.map((n) => n.title) };
    });
  // The reminder comes from the app's worker: on a first visit it installs after the page has
  // started, fetching the app's files, which a busy machine stretches past any fixed limit.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Neutral, no medicine's name: a lock screen is seen by others (docs/behaviour.md §18).
  await expect.poll(async () => (await shown()).titles).toContain('Your pickup window is open');
  expect((await shown()).titles.join(' ')).not.toContain(product.name.en);
  expect((await shown()).worker).toMatch(/\/sw\.js$/);
});

/** What the app worker shows now, as "title | body". */
const notifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => `${n.title} | ${n.body}`);
  });

test(
  'with no tab checking, the installed app’s worker reminds of a window that opened, once',
  { tag: '@one-viewport' },
  async ({ page, context }, info) => {
    // The page lives on yesterday (Playwright's clock), the worker on the real today: month 1's
    // window opens today, after the page last looked, so only the worker can announce it.
    const firstDate = addDays(TODAY, 7);
    await page.clock.setFixedTime(new Date(`${addDays(TODAY, -1)}T10:00:00Z`));
    await context.grantPermissions(['notifications']);
    await addTherapy(page, info.project.name, firstDate);
    await expect(page.getByRole('article', { name: product.name.en }).first()).toBeVisible();

    // The page handed its windows over to the worker, with the texts in English.
    const handedOver = () =>
      page.evaluate(async (start) => {
        const stored = await (await caches.open('aptk-therapy')).match('/aptk-therapy-reminders');
        const reminders = stored
          ? ((await stored.json()) as { windows: Array<{ key: string; start: string }>; notified: string[] })
          : undefined;
        const window = reminders?.windows.find((w) => w.start === start);
        return window ? { key: window.key, notified: reminders?.notified.includes(window.key) ?? false } : undefined;
      }, TODAY);
    await expect.poll(handedOver).toMatchObject({ notified: false });
    const reminder = /^Your pickup window is open \| The window of month 1 is open until /;
    expect((await notifications(page)).filter((text) => reminder.test(text))).toEqual([]);

    // Chromium wakes an installed app's worker for its periodic sync; here through CDP.
    const cdp = await context.newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/`)).toBeTruthy();
    const registrationId = registrations.find((r) => r.scopeURL === `${origin}/`)?.registrationId ?? '';
    const wake = () =>
      cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId, tag: 'therapy-reminders' });

    await wake();
    await expect.poll(async () => (await notifications(page)).filter((text) => reminder.test(text))).toHaveLength(1);
    await expect.poll(handedOver).toMatchObject({ notified: true });
    // Woken again, it announces nothing more: the shown one is closed first, so a new one would show.
    await page.evaluate(async () => {
      for (const shown of await (await navigator.serviceWorker.ready).getNotifications()) shown.close();
    });
    await wake();
    await wake();
    expect((await notifications(page)).filter((text) => reminder.test(text))).toEqual([]);
  },
);
