import {
  cardPrices,
  expect,
  isAscending,
  isMobile,
  test,
  type Locator,
  type Page,
  escape,
  mainViolations,
  tapWhenStill,
} from './fixtures';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** Opens a listing and waits for its first cards (a cold start of the app can take a while on a busy machine). */
const openListing = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
};

/** New results replace the old ones: wait until no product list is busy. */
const settled = (page: Page) => expect(page.locator('main ul[aria-busy="true"]')).toHaveCount(0);

/** Clicks a filter by its label (the label is the touch target; the box itself is small). */
const pickFilter = (page: Page, role: 'radio' | 'checkbox', name: RegExp) =>
  page
    .locator('label')
    .filter({ has: page.getByRole(role, { name }) })
    .click();

const firstCardName = (page: Page) => cards(page).first().getByRole('heading').textContent();

/** On phones the filter panel opens from a button; on desktop it is always shown. */
const openFilters = async (page: Page) => {
  if (isMobile(page)) await page.getByRole('button', { name: /^Filters/ }).click();
};

const cartCount = (page: Page): Locator =>
  isMobile(page)
    ? page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: /Cart/ })
    : page.getByRole('link', { name: /^Cart: / });

test.describe('catalogue', () => {
  test('browse a category, open a product and add it to the cart', async ({ page }) => {
    await openListing(page, '/en/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /^Cold & flu/ })
      .click();
    await expect(page).toHaveURL(/\/en\/category\/prehlada-i-grip$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cold & flu' })).toBeVisible();
    await expect(page).toHaveTitle(/^Cold & flu \|/);

    const name = (await firstCardName(page)) ?? '';
    await cards(page).first().getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/en\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escape(name)} \\|`));
    await expect(page.getByText(/in \d+ pharmac(y|ies) in Belgrade, from RSD/i)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where to get it in Belgrade' })).toBeVisible();

    if (isMobile(page)) await expect(cartCount(page)).not.toContainText(/\d/);
    else await expect(cartCount(page)).toHaveAccessibleName(/Cart: 0 items/);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    if (isMobile(page)) await expect(cartCount(page)).toContainText('1');
    else await expect(cartCount(page)).toHaveAccessibleName(/Cart: 1 item/);
  });

  test('a pharmacy on the product page links to what that pharmacy has', async ({ page }) => {
    await page.goto('/en/detail/1001');
    const pharmacies = page.getByRole('region', { name: 'Where to get it in Belgrade' });
    const first = pharmacies.getByRole('listitem').first();
    const pharmacyName = (await first.locator('p').first().textContent()) ?? '';
    await first.getByRole('link', { name: 'What this pharmacy has' }).click();
    await expect(page).toHaveURL(/\/en\/catalog\?pharmacy=\d+$/);
    await expect(
      page.getByRole('button', { name: new RegExp(`^Remove filter: In stock at ${pharmacyName}`) }),
    ).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('filters live in the URL: a reload and a shared link show the same view', async ({ page, context }) => {
    await openListing(page, '/en/catalog');
    await openFilters(page);
    // The inputs follow the URL: a click changes the address, and the address checks the box.
    await pickFilter(page, 'radio', /^Without prescription$/);
    await expect(page).toHaveURL(/[?&]rx=0/);
    await settled(page);
    await pickFilter(page, 'checkbox', /^Syrups/);
    await expect(page).toHaveURL(/\?form=syrup&rx=0$/);
    await settled(page);
    const count = await page
      .getByRole('status')
      .filter({ hasText: /products?$/ })
      .textContent();
    const first = await firstCardName(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove filter: Without prescription' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remove filter: Syrups/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText(count ?? '');
    await expect(cards(page).first().getByRole('heading')).toHaveText(first ?? '');
    await openFilters(page);
    await expect(page.getByRole('radio', { name: 'Without prescription' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Syrups/ })).toBeChecked();

    const shared = await context.newPage();
    await shared.goto(page.url());
    // A second tab starts the whole app (and the mock) from scratch.
    await expect(cards(shared).first().getByRole('heading')).toHaveText(first ?? '', { timeout: 15_000 });
    await expect(shared.getByRole('status').filter({ hasText: /products?$/ })).toHaveText(count ?? '');
  });

  test('sorting by price orders the cards by price, both ways', async ({ page }) => {
    await openListing(page, '/en/catalog');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price_asc/);
    // The previous order stays on screen (marked busy) until the new page arrives.
    await expect.poll(async () => isAscending(await cardPrices(page))).toBe(true);
    const ascending = await cardPrices(page);
    expect(ascending.length).toBeGreaterThan(10);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect.poll(async () => (await cardPrices(page))[0]).toBeGreaterThan(ascending[ascending.length - 1] ?? 0);
    await expect.poll(async () => isAscending((await cardPrices(page)).reverse())).toBe(true);
  });

  test('pagination: pages of 24 with their own address, Back returns', async ({ page }) => {
    await openListing(page, '/en/catalog');
    await expect(cards(page)).toHaveCount(24);
    const firstOnPage1 = await firstCardName(page);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    // The current page is no link: a span marked aria-current, named by its visually hidden text.
    const current = pages.locator('[aria-current="page"]');
    await expect(current.getByText('Page 1', { exact: true })).toBeAttached();
    await tapWhenStill(pages.getByRole('link', { name: 'Page 2' }));
    await expect(page).toHaveURL(/\/en\/catalog\?page=2$/);
    await expect(current.getByText('Page 2', { exact: true })).toBeAttached();
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');
    await expect(cards(page)).toHaveCount(24);

    await page.reload();
    await expect(current.getByText('Page 2', { exact: true })).toBeAttached();
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/catalog$/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(firstOnPage1 ?? '');
  });
});

test.describe('search results', { tag: '@one-viewport' }, () => {
  test('a Cyrillic query finds Latin-named products', async ({ page }) => {
    await openListing(page, '/en/search?q=бруфен');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('“бруфен”');
    await expect(cards(page).first()).toContainText('Brufen');
    await openListing(page, '/en/search?q=парацетамол');
    await expect(cards(page).first()).toContainText(/Paracetamol/i);
  });

  test('an empty result says so and offers a way on; the query is shown as text', async ({ page }) => {
    await page.goto('/en/search?q=%3Cimg%20src%3Dx%3Eqqzzxx');
    await expect(page.getByRole('heading', { name: 'Sorry, nothing found' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('“<img src=x>qqzzxx”');
    await expect(page.locator('main img')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link')).not.toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the catalog' }).click();
    await expect(page).toHaveURL(/\/en\/catalog$/);
  });

  test('a query shorter than 3 characters asks for a longer one', async ({ page }) => {
    await page.goto('/en/search?q=ab');
    await expect(page.getByText('Enter a search term of 3 or more characters')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});

/** Resolves when the server has answered a favourites change (is_deleted: true = removal). */
const favouriteStored = async (page: Page, removed: boolean) => {
  const response = await page.waitForResponse((candidate) => {
    const request = candidate.request();
    return (
      candidate.url().includes('/site/v1/favourites') &&
      request.method() === 'PUT' &&
      (request.postDataJSON() as { is_deleted?: boolean }).is_deleted === removed
    );
  });
  expect(response.ok()).toBe(true);
};

test.describe('favourites', () => {
  test('an anonymous visitor signs in from the heart; a signed-in client adds and removes favourites', async ({
    page,
  }) => {
    await openListing(page, '/en/catalog');
    const name = (await firstCardName(page)) ?? '';
    await cards(page)
      .first()
      .getByRole('button', { name: `Add to favorites: ${name}` })
      .click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Phone number').pressSequentially('641234567');
    await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
    const autoSaved = favouriteStored(page, false);
    await dialog.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();

    // Signing in from the heart keeps the product the visitor wanted.
    const heart = cards(page)
      .first()
      .getByRole('button', { name: `Remove from favorites: ${name}` });
    await expect(heart).toBeVisible();
    await autoSaved;

    // Each toggle shows at once; the next step waits for the server to have it.
    let stored = favouriteStored(page, true);
    await heart.click();
    const addAgain = cards(page)
      .first()
      .getByRole('button', { name: `Add to favorites: ${name}` });
    await expect(addAgain).toBeVisible();
    await stored;
    stored = favouriteStored(page, false);
    await addAgain.click();
    await expect(heart).toBeVisible();
    await stored;

    await page.goto('/en/lk/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    const saved = cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(saved).toHaveCount(1);
    await expect(cards(page).first().getByRole('heading')).toHaveText(name);
    stored = favouriteStored(page, true);
    await saved.getByRole('button', { name: `Remove from favorites: ${name}` }).click();
    await expect(saved).toHaveCount(0);
    await stored;

    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  for (const path of [
    '/en/catalog?form=tablets',
    '/en/category/prehlada-i-grip',
    '/en/detail/1001',
    '/en/search?q=qqzzxx',
    '/en/catalog/atc',
    '/ru/catalog/atc/N',
    '/en/catalog/atc/N02',
  ]) {
    test(`${path} has no WCAG A/AA violations in its content`, async ({ page }) => {
      test.slow();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await settled(page);
      const violations = await mainViolations(page);
      expect(
        violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});
