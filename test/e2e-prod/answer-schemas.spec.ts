import { expect as baseExpect, test, type Page } from '@playwright/test';

/**
 * An answer that does not match its schema (src/shared/api/answers.ts) is shown like any
 * failed call: the screen's error state with its retry and the "Error: site" toast, never a
 * crash or half a product (docs/api.md, "Answer schemas"). On the production build against the
 * mock API as a real HTTP server, so the browser's own requests can be answered with nonsense.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

const main = (page: Page) => page.getByRole('main');
// One predicate per call: unroute finds a route by the very matcher it was added with.
const isCartItems = (url: URL) => url.pathname === '/site/v1/cart/items';
const isProducts = (url: URL) => url.pathname === '/site/v1/products';

test(
  'cart prices of the wrong type: the cart says so, keeps its items, and retries',
  { tag: '@one-viewport' },
  async ({ page, context }) => {
    await context.addInitScript(() => {
      if (sessionStorage.getItem('e2e-cart-seeded')) return;
      localStorage.setItem('aptkB', '[[1001,2]]');
      sessionStorage.setItem('e2e-cart-seeded', '1');
    });
    const broken = {
      items: [{ id: 1001, price: 'free', requested_quantity: 2, allow_safety: false }],
      stores_quantity: 3,
    };
    await context.route(isCartItems, (route) => route.fulfill({ json: broken }));

    await page.goto('/en/cart');
    const failed = main(page).getByRole('alert').filter({ hasText: "We couldn't load the prices right now." });
    await expect(failed).toBeVisible();
    await expect(page.getByText('Error: site')).toBeVisible();
    await expect(main(page).getByRole('listitem').filter({ hasText: /\S/ }).first()).toBeVisible();
    await expect(main(page)).not.toContainText('NaN');

    await context.unroute(isCartItems);
    const repriced = page.waitForResponse((response) => isCartItems(new URL(response.url())) && response.ok());
    await failed.getByRole('button', { name: 'Try again' }).click();
    await repriced;
    await expect(failed).toBeHidden();
    await expect(main(page).getByText(/RSD/).first()).toBeVisible();
  },
);

// One card without its price is left out of its list (docs/api.md, "Required and optional
// fields"); an answer whose list is no list at all fails as a whole.
test(
  'a product list that is no list: the search shows its error state, then the results on retry',
  { tag: '@one-viewport' },
  async ({ page, context }) => {
    // Broken until the shopper presses "Try again": a list the app asks for again by itself while
    // it starts (the city found, the session restored) gets the same answer, so the error state
    // stays for the press.
    let retried = false;
    await context.route(isProducts, (route) =>
      retried
        ? route.fallback()
        : route.fulfill({
            json: {
              list: { id: 1001, name: 'Half a product' },
              total: 1,
              page: 1,
              per_page: 24,
              facets: { manufacturers: [], forms: [] },
            },
          }),
    );
    await page.goto('/en/search?q=ibuprofen');
    await expect(main(page).getByRole('alert')).toContainText('An error occurred, please try again later');
    await expect(main(page)).not.toContainText('Half a product');

    const retry = main(page).getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    retried = true;
    await retry.click();
    await expect(main(page).getByRole('article').first()).toBeVisible();
  },
);
