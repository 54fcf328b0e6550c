import fs from 'node:fs';
import path from 'node:path';

import { DEMO, confirmedReservationNumber, expect as baseExpect, test, type Page, openCart } from '../e2e/fixtures';

/**
 * The production build (API_MOCK=false) against the mock API as a real HTTP server
 * (scripts/preview.ts, playwright.prod.config.ts): no mock in the page, every /site/v1 call
 * goes over the network to the server, whose database lives as long as the server does.
 * The key flows only; the full suite runs on the mock build (test/e2e).
 */

test.describe.configure({ timeout: 60_000 });
// A cold start of the app on a busy machine can take a while.
const expect = baseExpect.configure({ timeout: 10_000 });

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('aptkB'));

test('the page has no mock: the HTTP server answers /site/v1', { tag: '@one-viewport' }, async ({ page }) => {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/site/v1/'));
  await page.goto('/en/catalog');
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.fromServiceWorker()).toBe(false);
  await expect(main(page).getByRole('article').first()).toBeVisible();
  // A real-API build ships no mock worker; the only worker it may register is its own sw.js.
  expect((await page.request.get('/mockServiceWorker.js')).headers()['content-type']).toContain('text/html');
  const workers = () =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map(
        (registration) => (registration.active ?? registration.installing ?? registration.waiting)?.scriptURL ?? '',
      ),
    );
  // A registration between two states has no worker for a moment (seen once in CI as ''): wait it out.
  await expect.poll(workers).not.toContain('');
  expect((await workers()).filter((url) => !url.endsWith('/sw.js'))).toEqual([]);
});

test('signs in with the demo account', async ({ page, context, signIn }) => {
  await page.goto('/en');
  // The success toast lasts 2 s: watched from before the sign-in, not after it.
  const welcomed = expect(page.getByText('Sign in was successful', { exact: true })).toBeVisible({ timeout: 15_000 });
  await signIn();
  await welcomed;
  expect((await context.cookies()).find((cookie) => cookie.name === 'aptk_auth_token')?.value).toMatch(/^aptk_/);
  await header(page).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/en\/lk$/);
  await expect(page.getByText(`Hello, ${DEMO.name}`)).toBeVisible();
});

test('adds to the cart from the catalogue and reserves at a pharmacy; the order is kept by the server', async ({
  page,
  signIn,
}) => {
  await page.goto('/en/catalog?sort=name');
  const available = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) });
  const card = available.first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: `One more: ${name}` })).toBeVisible();
  await expect.poll(() => storedCart(page)).toMatch(/^\[\[\d+,1\]\]$/);

  await signIn();
  await openCart(page);
  await expect(main(page).getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(summary(page)).toContainText(/Total\s*RSD\s[\d,]+\.\d{2}/);
  await summary(page).getByRole('link', { name: 'Choose a pharmacy' }).click();

  await expect(page).toHaveURL(/\/en\/step\/pharmacy$/);
  const offer = main(page).getByRole('article').first();
  const pharmacy = (await offer.getByRole('heading').textContent()) ?? '';
  await offer.getByRole('button', { name: `Reserve at ${pharmacy}` }).click();

  await expect(page).toHaveURL(/\/en\/step\/contacts$/);
  await expect(main(page).getByRole('textbox', { name: 'Full name' })).toHaveValue(DEMO.name);
  await expect(main(page).getByLabel('Phone number')).toHaveValue('+381 (64) 123 4567');
  await main(page).getByRole('button', { name: 'Reserve' }).click();

  const number = await confirmedReservationNumber(page);
  await expect(main(page)).toContainText(pharmacy);
  // Its status and the code to show at the counter (issue 26, part 1).
  await expect(main(page).getByRole('region', { name: 'Order status' })).toContainText('Received');
  await expect(main(page).getByRole('region', { name: 'Pickup code' })).toContainText(/\d{6}/);
  await expect.poll(() => storedCart(page)).toBe('');

  // A fresh load asks the server again: the order is in its database, not in the page.
  // (Both viewports place orders for the same client at once, so look for this number.)
  await page.goto('/en/lk/orders');
  await expect(main(page).getByRole('heading', { name: number, exact: true })).toBeVisible();
});

/** The build under test (playwright.prod.config.ts): its chunk manifest names each chunk group's files. */
const chunkGroups = (): Record<string, string[]> =>
  (
    JSON.parse(
      fs.readFileSync(path.resolve(process.env.E2E_PROD_DIST_DIR || 'dist-prod', 'chunk-manifest.json'), 'utf8'),
    ) as { groups: Record<string, string[]> }
  ).groups;

test(
  "a first visit stores the offline shell only, not every page's code",
  { tag: '@one-viewport' },
  async ({ page }) => {
    await page.goto('/en/catalog');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const stored = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname.slice(1));
      return paths.sort();
    });
    const groups = chunkGroups();
    const shell = ['main', 'app', 'i18n-sr', 'i18n-en', 'i18n-ru'].flatMap((name) => groups[name] ?? []);
    expect(shell.length).toBeGreaterThan(5);
    // Everything the offline shell starts with, and nothing else: no page's own code.
    expect(stored).toEqual(
      [...shell, 'index.html', 'manifest.webmanifest', 'favicon.svg', 'icon-192.png', 'icon-512.png'].sort(),
    );
  },
);

test(
  "a returning visitor's pages come from the server; the worker's cached shell only offline",
  { tag: '@one-viewport' },
  async ({ page, context }) => {
    await page.goto('/en/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Each page's own HTML (here the English shell, `lang="en"`), not the worker's root shell.
    const online = await page.goto('/en/');
    expect(online?.fromServiceWorker()).toBe(true);
    expect(await online?.text()).toContain('<html lang="en">');

    await context.setOffline(true);
    // Offline reaches the page and its worker one after the other: wait until a request the worker
    // passes to the network fails, as it does for a visitor who has lost the connection.
    await expect
      .poll(() =>
        page.evaluate(() =>
          fetch(`/robots.txt?offline-probe=${Math.random()}`, { cache: 'no-store' }).then(
            () => 'online',
            () => 'offline',
          ),
        ),
      )
      .toBe('offline');
    const offline = await page.goto('/en/about');
    expect(offline?.fromServiceWorker()).toBe(true);
    expect(await offline?.text()).not.toContain('<html lang=');
    await expect(page.getByRole('banner')).toBeVisible();
    await context.setOffline(false);
  },
);
