import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import sr from '../../i18n/sr.json';
import { getDataset } from '../../mocks/data/dataset';
import { confirmedReservationNumber, expect as baseExpect, test, mainViolations } from './fixtures';
import { FULL_BROWSER } from '../browsers';

/**
 * Order status and the ready notice (docs/behaviour.md §19): a reservation followed from the
 * confirmation to "ready" with its code as text and QR code, the directions, the notice asked
 * for by keyboard and shown through the service worker with neutral text; then the same order in
 * the personal area in Serbian and Russian. The mock's QA timer (docs/mock-backend.md, "Order
 * status") makes the order ready half a minute after it was placed; the page's clock is moved over
 * that half minute (the mock and the page's polling both read it), not waited through.
 */
const expect = baseExpect.configure({ timeout: 10_000 });
const MESSAGES = { sr, en, ru } as const;
type Lang = keyof typeof MESSAGES;
const t = (lang: Lang, id: keyof typeof en): string => MESSAGES[lang][id];
/** The text before the first placeholder: "Ready for pickup until {until}" → "Ready for pickup until". */
const lead = (lang: Lang, id: keyof typeof en): string => (t(lang, id).split('{')[0] ?? '').trim();

const PRODUCT = 1001;
const productName = getDataset().productById.get(PRODUCT)?.name.en ?? 'missing product';

// Notifications need the full browser (test/browsers.ts).
test.use(FULL_BROWSER);

test('a reservation followed to "ready": code, QR code, directions, a neutral notice; the order page in sr and ru', async ({
  page,
  context,
  signIn,
  seedCart,
}) => {
  test.setTimeout(90_000);
  await seedCart([[PRODUCT, 1]]);
  // The page's time runs on as usual until it is moved forward below.
  await page.clock.install();
  // Ready half a minute after it is placed: time enough, on a busy machine too, to ask for the
  // notice while it is still being prepared.
  await page.goto('/en/?mock_order_minutes=0.5');
  await signIn();
  await page.goto('/en/cart');
  await page.getByRole('main').getByRole('link', { name: 'Choose a pharmacy' }).click();
  const offer = page.getByRole('main').getByRole('article').first();
  const pharmacy = (await offer.getByRole('heading').textContent()) ?? '';
  await offer.getByRole('button', { name: `Reserve at ${pharmacy}` }).click();
  await expect(page).toHaveURL(/\/en\/step\/contacts$/);
  await page.getByRole('main').getByRole('button', { name: 'Reserve', exact: true }).click();
  const number = await confirmedReservationNumber(page);

  const main = page.getByRole('main');
  const progress = main.getByRole('region', { name: 'Order status' });
  await expect(progress.getByRole('status')).toHaveText('Received');
  await expect(progress.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  const codeBox = main.getByRole('region', { name: 'Pickup code' });
  const code = (await codeBox.getByTestId('pickup-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(codeBox.getByRole('img', { name: `Pickup QR code, code ${code}` })).toBeVisible();
  const route = main.getByRole('link', { name: 'Directions to the pharmacy (opens a map in a new tab)' });
  await expect(route).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=[\d.]+,[\d.]+$/,
  );
  await expect(route).toHaveAttribute('target', '_blank');

  // The browser asks only after the press; here the permission is given, as a shopper would.
  await context.grantPermissions(['notifications']);
  const notify = main.getByRole('button', { name: 'Notify me when it is ready' });
  await notify.focus();
  await page.keyboard.press('Enter');
  await expect(main.getByText(/^Notifications are on/)).toBeVisible();

  await expect(progress.getByRole('status')).toHaveText('Received');
  // Past the half minute: the page's next poll finds the order ready.
  await page.clock.fastForward('00:31');
  await expect(progress.getByRole('status')).toHaveText(/^Ready for pickup until /);
  await expect(codeBox).toContainText(code);
  expect(await mainViolations(page)).toEqual([]);
  const notifications = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
    });
  await expect.poll(notifications).toEqual([
    {
      title: 'Your reservation is ready for pickup',
      body: expect.stringMatching(new RegExp(`^Reservation ${number} is waiting for you at the pharmacy until `)),
      tag: expect.stringMatching(/^order-\d+$/),
    },
  ]);
  const [shown] = await notifications();
  expect(JSON.stringify(shown)).not.toContain(productName);
  expect(JSON.stringify(shown)).not.toContain(code);

  // The same order in the personal area, in Serbian and in Russian.
  await main.getByRole('link', { name: 'Go to my orders' }).click();
  await main.getByRole('link', { name: `Details of order ${number}` }).click();
  await expect(page).toHaveURL(/\/en\/lk\/orders\/\d+$/);
  const path = new URL(page.url()).pathname.replace(/^\/en/, '');
  for (const lang of ['sr', 'ru'] as const) {
    await page.goto(`/${lang}${path}`);
    const area = page.getByRole('main');
    const status = area.getByRole('region', { name: t(lang, 'orders.progress.title') });
    await expect(status.getByRole('status')).toContainText(lead(lang, 'orders.progress.ready'));
    await expect(status.getByRole('listitem')).toHaveCount(4);
    await expect(area.getByRole('region', { name: t(lang, 'orders.code.title') })).toContainText(code);
    await expect(area.getByRole('link', { name: new RegExp(`^${t(lang, 'orders.route')}`) })).toBeVisible();
  }
  expect(await mainViolations(page)).toEqual([]);
});
