import { expect, test, type Page } from '../e2e/fixtures';

/**
 * Visit statistics only with consent (issue 28, docs/decisions.md "Analytics and consent"), on a
 * build with GTM_ID=GTM-E2ETEST: no tag manager request before "Accept", one after it (and at
 * every later start), none after "Reject", remembered; the banner is not in the prerendered
 * HTML and its arrival moves nothing; page views carry no query and no product or search words.
 */
const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST';

/** Answers the tag manager's address here and records every request to it. */
const recordTagManager = async (page: Page): Promise<string[]> => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://www.googletagmanager.com/')) requests.push(request.url());
  });
  // On the context: the mock's service worker passes the page's requests on itself, and only
  // the context's routes see the service worker's.
  await page
    .context()
    .route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', headers: { 'Cache-Control': 'no-store' }, body: '' }),
    );
  return requests;
};

const banner = (page: Page) => page.getByRole('region', { name: 'Visit statistics' });

/**
 * The moment an accepted tag manager is asked for: the app appends its script in the first idle
 * callback after the load event; two idle callbacks later that one has run.
 */
const settled = async (page: Page) => {
  await page.waitForLoadState('load');
  for (let round = 0; round < 2; round += 1)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
};

/** The page's layout shifts so far, as Chromium counts them for CLS. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const entries = list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called; a frame later says so.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

test('no tag manager before an answer; the banner is not in the prerendered page and moves nothing', async ({
  page,
}) => {
  const requests = await recordTagManager(page);
  const html = await (await page.request.get('/en/detail/1013')).text();
  expect(html).toContain('Panadol 500 mg');
  expect(html).not.toContain('data-consent-banner');
  expect(html).not.toContain('googletagmanager');

  await page.goto('/en/detail/1013');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'What is recorded' })).toHaveAttribute(
    'href',
    '/en/privacypolicy#analytics',
  );
  await settled(page);
  expect(requests).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(0.01);
  // Not a modal: the page around it stays usable, and the question stays until answered.
  await expect(banner(page)).not.toHaveAttribute('aria-modal');
  await page.getByRole('main').getByRole('navigation').getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/detail\/1013$/);
  await expect(banner(page)).toBeVisible();
  await settled(page);
  expect(requests).toEqual([]);
});

test('"Reject" is remembered: no banner and no tag manager at the next visit', async ({ page }) => {
  const requests = await recordTagManager(page);
  await page.goto('/en/');
  await banner(page).getByRole('button', { name: 'Reject' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('aptk_consent'))).toBe('denied');
  await page.reload();
  await settled(page);
  await expect(banner(page)).toBeHidden();
  expect(requests).toEqual([]);
});

test('"Accept" loads the tag manager, then at every start; page views carry no query nor names', async ({ page }) => {
  const requests = await recordTagManager(page);
  await page.goto('/en/search?q=ibuprofen');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ibuprofen');
  await expect(page).toHaveTitle(/^Search results \|/);
  const loaded = page.waitForRequest(GTM_SCRIPT);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await loaded;
  await expect(banner(page)).toBeHidden();

  const dataLayer = () => page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
  expect(await dataLayer()).toContain('"page_path":"/en/search"');
  expect(await dataLayer()).not.toMatch(/ibuprofen|\?q=/i);

  await page.goto('/en/detail/1013');
  await expect(page).toHaveTitle(/^Panadol 500 mg/);
  await expect.poll(dataLayer).toContain('"page_path":"/en/detail/1013"');
  expect(await dataLayer()).not.toMatch(/Panadol/i);
  // The new start loads it again by itself, once the page is idle.
  await expect.poll(() => requests).toEqual([GTM_SCRIPT, GTM_SCRIPT]);
  await expect(banner(page)).toBeHidden();
});

test('the footer asks again, by keyboard, and the new answer holds', async ({ page }) => {
  const requests = await recordTagManager(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-consent')) localStorage.setItem('aptk_consent', 'granted');
    sessionStorage.setItem('e2e-consent', '1');
  });
  await page.goto('/en/about');
  await expect.poll(() => requests.length).toBe(1);
  await expect(banner(page)).toBeHidden();

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'What is recorded' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const reject = banner(page).getByRole('button', { name: 'Reject' });
  await expect(reject).toBeFocused();
  // A "no" after a "yes": the running script cannot be unloaded, so the page loads again without it.
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await settled(page);
  expect(await page.evaluate(() => localStorage.getItem('aptk_consent'))).toBe('denied');
  await expect(banner(page)).toBeHidden();
  expect(requests).toHaveLength(1);
});
