import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '../e2e/fixtures';

/**
 * Today's prices on prerendered pages (docs/decisions.md, "Today's values"): the production
 * build was prerendered from the API (`npm run build:e2e-prod`); then the API's prices rise by
 * 25 % (`/__mock/prices?factor=1.25`, docs/mock-backend.md). A visitor of the default city
 * sees the HTML's values, then today's in their place: one request per answer, never an empty
 * placeholder, no layout shift, and a polite word to screen readers.
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const ANNOUNCEMENT = "Prices on this page have been updated to today's.";

/**
 * The price factor is the whole mock server's, and the two viewports' workers run at once: one
 * test's reset would undo the other's rise. A folder made atomically is the lock between them.
 */
const LOCK = path.join(os.tmpdir(), `aptk-e2e-prices-${process.env.E2E_PROD_PORT || 4175}`);
const takeLock = (): boolean => {
  // A lock left by a run that was killed is older than any test here may take.
  const since = fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs;
  if (since !== undefined && Date.now() - since > 150_000) fs.rmSync(LOCK, { recursive: true, force: true });
  try {
    fs.mkdirSync(LOCK);
    return true;
  } catch {
    return false;
  }
};

test.beforeEach(async ({ page, request }) => {
  await expect.poll(takeLock, { timeout: 50_000 }).toBe(true);
  expect((await request.get('/__mock/prices?factor=1.25')).ok()).toBe(true);
  await page.addInitScript(() => {
    const seen = window as unknown as { layoutShift: number; cityValuesGone: boolean };
    seen.layoutShift = 0;
    seen.cityValuesGone = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) seen.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // From the HTML on: is any city value (price, stock, pharmacy list) ever missing from the
    // page, as a placeholder would leave it? Checked after every change, before it is painted.
    document.addEventListener('DOMContentLoaded', () => {
      const check = () => {
        if (document.querySelectorAll('main [data-city-value]').length === 0) seen.cityValuesGone = true;
      };
      check();
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  });
});

test.afterEach(async ({ request }) => {
  await request.get('/__mock/prices?factor=');
  fs.rmSync(LOCK, { recursive: true, force: true });
});

/** Calls to one API path, as the page made them. */
const callsTo = (page: Page, pathname: string): string[] => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === pathname) calls.push(url.search);
  });
  return calls;
};

const settled = async (page: Page) => {
  await expect(page.getByText(ANNOUNCEMENT)).toBeAttached();
  const seen = await page.evaluate(() => {
    const { layoutShift, cityValuesGone } = window as unknown as { layoutShift: number; cityValuesGone: boolean };
    return { layoutShift, cityValuesGone };
  });
  expect(seen.cityValuesGone).toBe(false);
  expect(seen.layoutShift).toBe(0);
};

test("a product page shows today's price in place of the build's", { tag: '@one-viewport' }, async ({ page }) => {
  const calls = callsTo(page, '/site/v1/products/detail');
  const response = await page.goto('/en/detail/1013');
  const html = (await response?.text()) ?? '';
  // The build's price is in the HTML, with an offer that holds until the next build.
  expect(html).toContain('data-prerendered=');
  expect(html).toMatch(/249[.,]90/);
  const main = page.getByRole('main');
  await expect(main.getByText(/312[.,]38/).first()).toBeVisible();
  await expect(main).not.toContainText(/249[.,]90/);
  await settled(page);
  expect(calls).toHaveLength(1);

  const offer = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { '@type': string; offers?: { priceValidUntil?: string } })
    .find((item) => item['@type'] === 'Product')?.offers;
  expect(offer?.priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test(
  "the catalogue shows today's prices on its cards, asked for in one request",
  { tag: '@one-viewport' },
  async ({ page }) => {
    const calls = callsTo(page, '/site/v1/products');
    const today = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/site/v1/products');
    const response = await page.goto('/en/catalog');
    expect(await response?.text()).toContain('data-prerendered=');
    const { list } = (await (await today).json()) as { list: Array<{ name: string; price: number | null }> };
    const priced = list.filter((product) => product.price !== null).slice(0, 3);
    expect(priced.length).toBeGreaterThan(0);
    const main = page.getByRole('main');
    for (const product of priced) {
      const card = main.getByRole('article').filter({ hasText: product.name }).first();
      await expect(card).toContainText(new RegExp((product.price ?? 0).toFixed(2).replace('.', '[.,]')));
    }
    await settled(page);
    expect(calls).toHaveLength(1);
  },
);
