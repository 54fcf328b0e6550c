import { expect, test, type Page } from './fixtures';

/** Every /site/v1 call the page makes, as method + URL (the query carries the parameters). */
const recordApiCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/site/v1/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
};

const duplicates = (calls: string[]) => calls.filter((call, index) => calls.indexOf(call) !== index);

const screens: Array<[string, string]> = [
  ['main page', '/en'],
  ['catalogue', '/en/catalog'],
  ['category', '/en/category/bol-i-temperatura'],
  ['product', '/en/detail/1001'],
  ['search', '/en/search?q=paracetamol'],
  ['pharmacies', '/en/pharmacies'],
  ['promos', '/en/offer'],
];

test.describe('no request is fired twice for one screen', () => {
  for (const [name, path] of screens) {
    test(name, async ({ page }) => {
      const calls = recordApiCalls(page);
      await page.goto(path);
      // eslint-disable-next-line playwright/no-networkidle -- the counts hold only once the screen has made all its calls
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(calls.length).toBeGreaterThan(0);
      expect(duplicates(calls)).toEqual([]);
    });
  }

  test('a filled cart is priced once, and once more only when the city changes', async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('aptkB')) window.localStorage.setItem('aptkB', '[[1,2],[2,1]]');
    });
    const calls = recordApiCalls(page);
    await page.goto('/en/cart');
    // eslint-disable-next-line playwright/no-networkidle -- the counts hold only once the screen has made all its calls
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const pricing = () => calls.filter((call) => call.startsWith('GET /site/v1/cart/items'));
    expect(pricing()).toHaveLength(1);
    expect(duplicates(calls)).toEqual([]);
  });
});

test('a product that does not exist still has a page heading', async ({ page }) => {
  await page.goto('/en/detail/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the catalog' })).toBeVisible();
});
