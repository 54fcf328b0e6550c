import {
  main,
  DEMO,
  confirmedReservationNumber,
  expect as baseExpect,
  isMobile,
  test,
  type Page,
  type Request,
  openCart,
  openCityDialog,
  axeScan,
} from './fixtures';
import { getDataset } from '../../mocks/data/dataset';

// Several engineers build and test on the same two cores: give the first paint of a lazy page time.
const expect = baseExpect.configure({ timeout: 10_000 });

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('aptkB'));

const pricingCall = (request: Request): { items: Array<{ id: number; quantity: number }>; city_id: number } | null => {
  const url = new URL(request.url());
  if (!url.pathname.endsWith('/site/v1/cart/items')) return null;
  return JSON.parse(url.searchParams.get('data') ?? '{}');
};

/** The cart entry of the current layout: the header button on desktop, the bottom bar on mobile. */

const expectCartCount = async (page: Page, count: number) => {
  if (isMobile(page)) {
    await expect(
      page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: /^Cart/ }),
    ).toContainText(String(count));
  } else {
    await expect(
      page.getByRole('banner').getByRole('link', { name: new RegExp(`^Cart: ${count} items?, RSD.*incl. PDV$`) }),
    ).toBeVisible();
  }
};

test.describe('cart', () => {
  test('adds from the catalogue, changes and removes lines, and keeps them over a reload', async ({ page }) => {
    await page.goto('/en/catalog?sort=name');
    const available = main(page)
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) });
    const first = available.nth(0);
    const second = available.nth(1);
    const firstName = (await first.getByRole('heading').textContent()) ?? '';
    const secondName = (await second.getByRole('heading').textContent()) ?? '';

    await first.getByRole('button', { name: 'Add to cart' }).click();
    const more = page.getByRole('button', { name: `One more: ${firstName}` });
    await expect(more).toBeFocused();
    await main(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: secondName, exact: true }) })
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await expectCartCount(page, 2);

    await openCart(page);
    const line = (name: string) =>
      main(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(line(firstName)).toBeVisible();
    await expect(line(secondName)).toBeVisible();
    await expect(summary(page)).toContainText(/Total\s*RSD\s[\d,]+\.\d{2}/);
    await expect(summary(page)).toContainText('Prices include PDV');

    // A quick double tap is priced once, for the settled quantity.
    const calls: number[] = [];
    page.on('request', (request) => {
      const call = pricingCall(request);
      if (call) calls.push(call.items.find((item) => item.id > 0 && item.quantity > 1)?.quantity ?? 1);
    });
    await line(firstName)
      .getByRole('button', { name: `One more: ${firstName}` })
      .dblclick();
    await expect(line(firstName).getByRole('textbox')).toHaveValue('3');
    await expect.poll(() => calls).toEqual([3]);

    await line(secondName)
      .getByRole('button', { name: `Remove ${secondName}` })
      .click();
    await expect(line(secondName)).toHaveCount(0);
    await expect.poll(() => storedCart(page)).toMatch(/^\[\[\d+,3\]\]$/);
    await expectCartCount(page, 3);

    await page.reload();
    await expect(line(firstName).getByRole('textbox')).toHaveValue('3');
    await expect(line(secondName)).toHaveCount(0);

    // Down to zero: the line goes and the empty cart leads back to the catalogue.
    await line(firstName).getByRole('textbox').fill('1');
    await line(firstName).getByRole('textbox').press('Enter');
    await line(firstName)
      .getByRole('button', { name: `Remove from cart: ${firstName}` })
      .click();
    await expect(main(page).getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect.poll(() => storedCart(page)).toBe('');
    await main(page).getByRole('link', { name: 'Browse the catalogue' }).click();
    await expect(page).toHaveURL(/\/en\/catalog$/);
  });

  test('reprices for the city the visitor picks', async ({ page, seedCart }) => {
    await seedCart([
      [1001, 2],
      [1007, 1],
    ]);
    await page.goto('/en/cart');
    await expect(summary(page)).toContainText(/in Belgrade/);

    const dialog = await openCityDialog(page, 'Belgrade');
    const repriced = page.waitForRequest((request) => pricingCall(request)?.city_id === 3);
    await dialog.getByRole('button', { name: 'Niš' }).click();
    const call = pricingCall(await repriced);
    expect(call?.items).toEqual([
      { id: 1001, quantity: 2 },
      { id: 1007, quantity: 1 },
    ]);
    await expect(summary(page)).toContainText(/in Niš|No pharmacy in Niš/);
    await expect(summary(page)).toContainText(/Total\s*RSD\s[\d,]+\.\d{2}/);
  });

  test('a returning shopper’s cart draws its stored lines as the page starts, before any answer; the prices follow', async ({
    page,
    seedCart,
  }) => {
    await seedCart([
      [1013, 1],
      [1001, 2],
    ]);
    await page.goto('/en/cart');
    await expect(summary(page)).toContainText(/Total\s*RSD\s[1-9]/);
    // Every answer now takes a minute: what the reloaded page shows is what this browser stored
    // (docs/decisions.md, "The cart from what is stored").
    await page.evaluate(() =>
      sessionStorage.setItem('aptk_mock_qa', JSON.stringify({ fail: {}, delay: 60_000, offline: false })),
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'hydrated');
    await expect(main(page).getByRole('heading', { name: 'Items in your cart: 3' })).toBeVisible();
    for (const name of ['Panadol 500 mg', 'Febricet 500 mg'])
      await expect(main(page).getByRole('heading', { name })).toBeVisible();
    await expect(summary(page).getByRole('link', { name: 'Choose a pharmacy' })).toHaveCount(0);

    // The server answers again: the same lines are priced.
    await page.evaluate(() => (window as unknown as { aptkMock: { clear: () => void } }).aptkMock.clear());
    await page.reload();
    await expect(summary(page)).toContainText(/Total\s*RSD\s[1-9]/);
    await expect(summary(page).getByRole('link', { name: 'Choose a pharmacy' })).toBeVisible();
  });

  test(
    'a failed pricing call keeps the stored lines and says so',
    { tag: '@one-viewport' },
    async ({ page, seedCart }) => {
      await seedCart([[1001, 2]]);
      await page.goto('/en/cart?mock_fail=/cart/items');
      // The toast lives 2 s; a busy machine may be slow to get there, so wait longer for it to appear.
      await expect(page.getByText('Mock: forced failure of /cart/items')).toBeVisible({ timeout: 15_000 });
      await expect(summary(page).getByRole('alert')).toContainText(
        "We couldn't load the prices right now. Your items are still saved in the cart.",
      );
      await expect(main(page).getByRole('heading', { name: 'Febricet 500 mg' })).toBeVisible();
      await expect(summary(page)).toContainText(/Total\s*RSD\s0\.00/);
      await expect(summary(page).getByRole('link', { name: 'Choose a pharmacy' })).toHaveCount(0);
      expect(await storedCart(page)).toBe('[[1001,2]]');

      await page.reload();
      await expect(main(page).getByRole('heading', { name: 'Febricet 500 mg' })).toBeVisible();
      expect(await storedCart(page)).toBe('[[1001,2]]');
      // The reloaded page asked again (its address still fails the call) and said so.
      await expect(summary(page).getByRole('alert')).toContainText("We couldn't load the prices right now.");

      // Once the server answers again, the retry prices the same lines.
      await page.evaluate(() => (window as unknown as { aptkMock: { clear: () => void } }).aptkMock.clear());
      await summary(page).getByRole('button', { name: 'Try again' }).click();
      await expect(summary(page).getByRole('link', { name: 'Choose a pharmacy' })).toBeVisible();
    },
  );

  test('two open tabs show the same cart', { tag: '@one-viewport' }, async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/en/cart');
    await second.goto('/en/catalog?sort=name');
    await expect(first.getByRole('main').getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    const card = second
      .getByRole('main')
      .getByRole('article')
      .filter({ has: second.getByRole('button', { name: 'Add to cart', disabled: false }) })
      .first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(first.getByRole('main').getByRole('heading', { name, exact: true })).toBeVisible();
    await expectCartCount(first, 1);
  });

  test('draws the pictures of the lines it adds in the browser: a carton of tablets and a bottle of syrup', async ({
    page,
    seedCart,
  }) => {
    const syrup = getDataset().products.find((product) => product.form.kind === 'syrup');
    if (!syrup) throw new Error('the mock dataset has no syrup');
    const pictures = main(page).locator('svg[viewBox="0 0 160 160"]');
    const drawn = () => pictures.evaluateAll((all) => all.length > 0 && all.every((svg) => svg.childElementCount > 0));
    await seedCart([
      [1013, 1],
      [syrup.id, 1],
    ]);
    await page.goto('/en/cart');
    await expect(pictures).toHaveCount(2);
    await expect.poll(drawn).toBe(true);
  });

  test('the cart page has no accessibility violations', async ({ page, seedCart }) => {
    await seedCart([
      [1001, 2],
      [1012, 1],
    ]);
    await page.goto('/en/cart');
    await expect(summary(page).getByRole('link', { name: 'Choose a pharmacy' })).toBeVisible();
    const results = await axeScan(page).include('main').analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('checkout', () => {
  test(
    'a later step without what it needs sends the visitor back',
    { tag: '@one-viewport' },
    async ({ page, seedCart }) => {
      await page.goto('/en/step/contacts');
      await expect(page).toHaveURL(/\/en\/cart$/);
      await page.goto('/en/step/confirmation');
      await expect(page).toHaveURL(/\/en\/cart$/);

      await seedCart([[1001, 1]]);
      await page.goto('/en/step/contacts');
      await expect(page).toHaveURL(/\/en\/step\/pharmacy$/);
      await expect(page.getByRole('heading', { level: 1, name: 'List of pharmacies' })).toBeVisible();
    },
  );

  test('reserves at a pharmacy as the demo client; the order shows in My orders and repeats into the cart', async ({
    page,
    signIn,
    seedCart,
  }) => {
    await seedCart([
      [1001, 2],
      [1007, 1],
    ]);
    await page.goto('/en/');
    await signIn();

    await openCart(page);
    await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toContainText('Add products to cart');
    await summary(page).getByRole('link', { name: 'Choose a pharmacy' }).click();

    await expect(page).toHaveURL(/\/en\/step\/pharmacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'List of pharmacies' })).toBeVisible();
    const offers = main(page).getByRole('article');
    await expect(offers.first()).toContainText('Has everything in your cart');
    await expect(offers.first()).toContainText(/Total at this pharmacy\s*RSD\s[\d,]+\.\d{2}/);

    // The sort lives in the URL and router navigations commit in a transition, so the radio
    // turns checked a moment after the click: click, then wait for the state.
    const byPrice = main(page).getByRole('radio', { name: 'Lowest price' });
    await byPrice.click();
    await expect(page).toHaveURL(/sort=price/);
    await expect(byPrice).toBeChecked();
    const byCompleteness = main(page).getByRole('radio', { name: 'Most complete' });
    await byCompleteness.click();
    await expect(byCompleteness).toBeChecked();
    const chosen = offers.first();
    const pharmacy = (await chosen.getByRole('heading').textContent()) ?? '';
    await chosen.getByRole('button', { name: `Reserve at ${pharmacy}` }).click();

    await expect(page).toHaveURL(/\/en\/step\/contacts$/);
    // The browser's back button walks the steps.
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/step\/pharmacy$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/en\/step\/contacts$/);

    const reservation = page.getByRole('complementary', { name: 'Your reservation' });
    await expect(reservation).toContainText(pharmacy);
    await expect(reservation).toContainText(/of which PDV 10 %/);
    await expect(reservation).toContainText('you pay at the pharmacy');
    await expect(main(page).getByRole('textbox', { name: 'Full name' })).toHaveValue(DEMO.name);
    await expect(main(page).getByLabel('Phone number')).toHaveValue('+381 (64) 123 4567');
    await main(page).getByRole('textbox', { name: 'Note for the pharmacy (optional)' }).fill('Dolazim posle 17 h');
    await main(page).getByRole('button', { name: 'Reserve', exact: true }).click();

    const number = await confirmedReservationNumber(page);
    await expect(main(page)).toContainText(pharmacy);
    await expect(main(page)).toContainText('Held for 48 h, until');
    await expect(main(page)).toContainText('At the pharmacy, when you pick it up');
    await expect.poll(() => storedCart(page)).toBe('');

    await main(page).getByRole('link', { name: 'Go to my orders' }).click();
    await expect(page).toHaveURL(/\/en\/lk\/orders$/);
    const newest = main(page).getByRole('article').first();
    await expect(newest.getByRole('heading')).toHaveText(number);
    await expect(newest).toContainText('Received');
    await expect(newest).toContainText(pharmacy);

    await newest.getByRole('link', { name: `Details of order ${number}` }).click();
    await expect(page).toHaveURL(/\/en\/lk\/orders\/\d+$/);
    await expect(main(page)).toContainText('Dolazim posle 17 h');
    await main(page).getByRole('button', { name: 'Repeat order' }).click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    await expect(main(page).getByRole('heading', { name: 'Febricet 500 mg' })).toBeVisible();
    await expect.poll(() => storedCart(page)).toBe('[[1001,2],[1007,1]]');
  });
});

test.describe('pharmacies', () => {
  test('lists the pharmacies of the city with hours, open-now state and their stock', async ({ page }) => {
    await page.goto('/en/pharmacies');
    await expect(page.getByRole('heading', { level: 1, name: 'Pharmacies in Belgrade' })).toBeVisible();
    const cards = main(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    const first = cards.first();
    await expect(first).toContainText(/Open now|Closed now/);
    await expect(first).toContainText(/Today:/);
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByText('Opening hours this week').click();
    await expect(first.getByRole('row')).toHaveCount(7);
    await first.getByRole('link', { name: `What's in stock at ${name}` }).click();
    await expect(page).toHaveURL(/\/en\/catalog\?pharmacy=\d+$/);
  });
});
