import { main, expect as baseExpect, isMobile, tapWhenStill, test, type Page } from './fixtures';

// Several engineers build and test on the same two cores: a 10,000-product answer takes a moment.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * The storefront with 10,000 products (issue 25; docs/performance.md, "A real chain's
 * catalogue"), on the default build: the mock's QA switch `?mock_products=10000`
 * (docs/mock-backend.md, "A catalogue of N products") gives this tab the large catalogue. A
 * prerendered page brings the default catalogue's data in its HTML and asks for its list again
 * once it has hydrated (docs/decisions.md, "Today's values"), so the large catalogue's answer
 * follows at once; every address after that is the large catalogue's alone.
 */

const cards = (page: Page) => main(page).getByRole('article');
const productCount = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /products?$/ });
const countOf = async (page: Page): Promise<number> =>
  Number(((await productCount(page).textContent()) ?? '').replace(/\D/g, ''));
const settled = (page: Page) => expect(page.locator('main ul[aria-busy="true"]')).toHaveCount(0);
const openFilters = async (page: Page) => {
  if (isMobile(page)) await page.getByRole('button', { name: /^Filters/ }).click();
};
/** Ids of the products the cards link to: the default catalogue ends at 2091. */
const cardIds = async (page: Page): Promise<number[]> =>
  (
    await main(page)
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  )
    .map((href) => Number(/\/detail\/(\d+)$/.exec(href ?? '')?.[1]))
    .filter((id) => Number.isInteger(id) && id > 0);

test(
  '10,000 products: search, a category of 1,394 with 303 manufacturers, its pages and filters in the URL',
  { tag: '@one-viewport' },
  async ({ page }) => {
    // Search: suggestions, then results that come from the large catalogue.
    await page.goto('/en?mock_products=10000');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await search.fill('ibuprofen');
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    await expect(suggestions.first()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL('/en/search?q=ibuprofen');
    await expect(cards(page)).toHaveCount(24);
    // 37 products in the default catalogue name ibuprofen, 325 in the large one.
    await expect.poll(() => countOf(page)).toBeGreaterThan(300);
    expect(Math.max(...(await cardIds(page)))).toBeGreaterThan(2091);

    // A category with 1,394 products: its first page from the HTML, then the large catalogue's.
    await page.goto('/en/category/nega-koze');
    await expect.poll(() => countOf(page)).toBe(1394);
    await openFilters(page);
    const makers = page.getByRole('group', { name: 'Manufacturer' });
    await expect(makers.getByRole('button', { name: 'Show all (303)' })).toBeVisible();
    await makers.getByRole('searchbox', { name: 'Find a manufacturer' }).fill('zlatibor');
    await expect(makers.getByRole('status')).toHaveText('8 manufacturers found');
    await expect(makers.getByRole('checkbox')).toHaveCount(8);
    await makers.getByRole('searchbox', { name: 'Find a manufacturer' }).fill('roche');
    await expect(makers.getByRole('status')).toHaveText('1 manufacturer found');
    await makers
      .locator('label')
      .filter({ hasText: /^La Roche-Posay/ })
      .click();
    await expect(page).toHaveURL(/\/en\/category\/nega-koze\?manufacturer=La(\+|%20)Roche-Posay$/);
    await settled(page);
    const filtered = await countOf(page);
    expect(filtered).toBeGreaterThan(24);
    expect(filtered).toBeLessThan(1394);
    if (isMobile(page)) await page.getByRole('button', { name: /^Show \d+ products?$/ }).click();

    // Page 2 of the filtered list keeps the filter in its address, through a reload and Back.
    const firstOnPage1 = await cards(page).first().getByRole('heading').textContent();
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await tapWhenStill(pages.getByRole('link', { name: 'Page 2' }));
    await expect(page).toHaveURL(/manufacturer=La(\+|%20)Roche-Posay&page=2$/);
    await expect(pages.locator('[aria-current="page"]').getByText('Page 2', { exact: true })).toBeAttached();
    await page.reload();
    await expect(pages.locator('[aria-current="page"]').getByText('Page 2', { exact: true })).toBeAttached();
    await expect(page.getByRole('button', { name: /^Remove filter: La Roche-Posay/ })).toBeVisible();
    await expect.poll(() => countOf(page)).toBe(filtered);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/category\/nega-koze\?manufacturer=La(\+|%20)Roche-Posay$/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(firstOnPage1 ?? '');
  },
);
