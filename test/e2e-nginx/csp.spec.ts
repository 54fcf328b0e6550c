import { main, expect as baseExpect, isMobile, test, type Page, openCart } from '../e2e/fixtures';

/**
 * The main flows through nginx with its Content-Security-Policy (deploy/nginx.conf) on the mock
 * build: not one violation. Each violation is reported to the test by the page itself
 * (`securitypolicyviolation`, from before the first script runs) and as Chromium's console error.
 */

// A busy two-core machine: the first paint of a lazy page may take a while.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 90_000 });

const header = (page: Page) => page.getByRole('banner');

/** Every CSP violation of every document the page shows, and Chromium's console reports of them. */
const recordViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await page.exposeFunction('aptkReportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    const report = (window as unknown as { aptkReportCspViolation: (line: string) => void }).aptkReportCspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void report(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        ),
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
};

const search = async (page: Page, query: string) => {
  if (isMobile(page)) {
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Search' }).click();
    const field = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search products' });
    await field.fill(query);
    await field.press('Enter');
  } else {
    await header(page).getByRole('combobox', { name: 'Search products' }).fill(query);
    await header(page).getByRole('button', { name: 'Go' }).click();
  }
  await expect(page).toHaveURL(`/en/search?q=${query}`);
};

test('main page, catalogue, a product, cart, search and sign-in run with zero CSP violations', async ({
  page,
  context,
  signIn,
}) => {
  const violations = await recordViolations(page);
  // Another city than the prerendered one: the city mark script in <head> has work to do.
  await context.addCookies([{ name: 'aptk_city', value: '2', url: test.info().project.use.baseURL ?? '' }]);

  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/en/catalog');
  await expect(main(page).getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /^Cold & flu/ })
    .click();
  await expect(page).toHaveURL(/\/en\/category\/prehlada-i-grip$/);
  // The category's own cards, not the catalogue's while they are replaced (a phone's slower
  // commit once let the test read one list's first name and look for it in the next).
  await expect(page.getByRole('heading', { level: 1, name: /^Cold & flu/ })).toBeVisible();
  await expect(main(page).locator('ul[aria-busy="true"]')).toHaveCount(0);

  const card = main(page).getByRole('article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/en\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await main(page).getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('button', { name: `One more: ${name}` }).first()).toBeVisible();

  await openCart(page);
  await expect(main(page).getByText(name).first()).toBeVisible();

  await search(page, 'vitamin');
  await expect(main(page).getByRole('article').first()).toBeVisible();

  await signIn();
  await header(page).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/en\/lk$/);

  // A fresh load of a prerendered page once the app and its mock worker have run.
  await page.goto('/en/pharmacies');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(violations).toEqual([]);
});

test('the pharmacies map loads its code, styles and OpenStreetMap tiles with zero CSP violations', async ({
  page,
  context,
}) => {
  const violations = await recordViolations(page);
  // No request leaves the machine: each tile is answered here with a 1×1 PNG. The policy is
  // checked before the request is made, so a host the CSP refused would still be reported.
  const tiles: string[] = [];
  await context.route('https://tile.openstreetmap.org/**', (route) => {
    tiles.push(route.request().url());
    return route.fulfill({
      contentType: 'image/png',
      body: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
  });
  await page.goto('/en/pharmacies');
  await main(page).getByRole('button', { name: 'Show on a map' }).click();
  const map = main(page).getByRole('region', { name: 'Map of the pharmacies in the list' });
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});
