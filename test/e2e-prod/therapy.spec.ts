import { getDataset } from '../../mocks/data/dataset';
import { partlyStocked } from '../../mocks/data/partlyStocked';
import { addMonths, dateIn } from '../../src/shared/lib/calendarDate';
import { expect as baseExpect, DEMO, signInAs, test } from '../e2e/fixtures';

/**
 * "My therapy" reminders on the production build (docs/decisions.md, "My therapy"): the app's
 * own worker (Workbox, sw.js) shows them and loads the click handler (sw-notifications.js),
 * which is served to be revalidated like sw.js. The server's database is shared by every test
 * of the run, so each project signs in as a demo client of its own.
 */
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

const { product, lacking } = partlyStocked(getDataset(), 1);
const TODAY = dateIn('Europe/Belgrade', Date.now());

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
  await page.goto('/en/');
  await signInAs(page, info.project.name === 'mobile' ? DEMO : { phone: '637654321', password: DEMO.password });
  await page.goto('/en/lk/therapy');
  await expect(page.getByText(/^Reminders are on/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a renewable prescription' });
  await form.getByRole('searchbox', { name: 'Find the medicine' }).fill(product.name.en);
  await form
    .getByRole('radio', { name: new RegExp(`^${product.name.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .check();
  // Month 2 is due about today: its window is open.
  await form.getByLabel('First pickup date').fill(addMonths(TODAY, -1));
  await form.getByRole('combobox', { name: /^Preferred pharmacy/ }).selectOption({
    label: `${lacking.name}, ${lacking.address}`,
  });
  await form.getByRole('button', { name: 'Add the therapy' }).click();
  await expect(page.getByRole('article', { name: product.name.en }).first()).toBeVisible();

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return { worker: registration.active?.scriptURL ?? '', titles: notifications.map((n) => n.title) };
    });
  await expect.poll(async () => (await shown()).titles).toContain(`Time to collect ${product.name.en}`);
  expect((await shown()).worker).toMatch(/\/sw\.js$/);
});
