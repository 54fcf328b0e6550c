import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, pageViews, whenStill } from './fixtures';

/** Issue 12: promotions, Back and Forward, links to a section, page views. */

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * What the shopper sees: the card at the middle of the screen and how far from the top it is.
 * A block above the list that settles a few pixels after the restore moves `scrollY` (the
 * browser's scroll anchoring keeps the view), never what is on screen.
 */
const cardInView = (page: Page) =>
  page.evaluate(() => {
    const cards = [...document.querySelectorAll('main article')];
    const middle = cards.find((card) => card.getBoundingClientRect().bottom > window.innerHeight / 2);
    return middle
      ? { name: middle.querySelector('h3')?.textContent ?? '', top: Math.round(middle.getBoundingClientRect().top) }
      : null;
  });

const sameView = async (page: Page, before: { name: string; top: number } | null) => {
  expect(before).not.toBeNull();
  await expect
    .poll(async () => {
      const now = await cardInView(page);
      return now !== null && now.name === before?.name && Math.abs(now.top - before.top) < 5;
    })
    .toBe(true);
};

/** Every GET /products call, as its decoded `data` parameter. */
const recordProductCalls = (page: Page): Array<Record<string, unknown>> => {
  const calls: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/site/v1/products')
      calls.push(JSON.parse(url.searchParams.get('data') ?? '{}') as Record<string, unknown>);
  });
  return calls;
};

test.describe('a promotion opens its own products', () => {
  test('from /offer: title, dates, only its products, filters inside it, and the way back', async ({ page }) => {
    const calls = recordProductCalls(page);
    await page.goto('/en/offer');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /^Face care week/ }) });
    const dates = (await card.locator('time').textContent()) ?? '';
    await card.getByRole('link', { name: /^Face care week/ }).click();
    await expect(page).toHaveURL(/\/en\/catalog\?promo=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Face care week' })).toBeVisible();
    await expect(page.getByRole('main').locator('header time')).toHaveText(dates);
    await expect(page).toHaveTitle(/^Face care week \|/);
    const status = page.getByRole('status').filter({ hasText: /products?$/ });
    await expect(status).toBeVisible();
    const total = Number(((await status.textContent()) ?? '').replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(200);
    expect(calls.some((call) => call.promo_id === 2)).toBe(true);

    // Sorting keeps the promotion.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/promo=2&sort=price_asc|sort=price_asc.*promo=2/);
    await expect(status).toHaveText(new RegExp(`^${total.toLocaleString('en')} products?$`));
    await expect.poll(() => calls.some((call) => call.promo_id === 2 && call.sort === 'price_asc')).toBe(true);

    await page.getByRole('main').getByRole('link', { name: 'All promotions' }).click();
    await expect(page).toHaveURL(/\/en\/offer$/);

    // Opened directly, the banner (a part of its own) is there as the page shows.
    await page.goto('/en/catalog?promo=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Face care week' })).toBeVisible();
    await expect(page.getByRole('main').locator('header time')).toHaveText(dates);
  });

  test('an unknown promotion says so and leads on, instead of the whole catalogue', async ({ page }) => {
    await page.goto('/en/catalog?promo=999');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This promotion has ended or does not exist' }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the catalog' }).click();
    await expect(page).toHaveURL(/\/en\/catalog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
  });
});

test.describe('Back and Forward restore the scroll position', () => {
  test('a visitor who scrolls the prerendered page before the app starts stays where they are', async ({ page }) => {
    // Every script but the entry and the city mark in <head> waits until the visitor has scrolled the HTML.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js$/, async (route) => {
      if (!/\/(main|head)\.\w+\.js$/.test(new URL(route.request().url()).pathname)) await gate;
      await route.continue();
    });
    const loading = page.goto('/en/catalog', { waitUntil: 'commit' });
    await expect(cards(page).nth(20)).toBeAttached();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBe(1500);
    // Cards below the fold are laid out as they come near (`content-visibility`): the view settles.
    const view = await whenStill(() => cardInView(page));
    release();
    await loading;
    await expect(page.locator('html[data-app-ready="hydrated"]')).toBeAttached();
    await sameView(page, view);
  });

  test('a long listing, four times: product and back, then forward', async ({ page }) => {
    test.slow();
    await page.goto('/en/catalog');
    await expect(cards(page).nth(20)).toBeVisible();
    const target = Math.min(
      1800,
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - 200),
    );
    expect(target).toBeGreaterThan(1000);
    for (let round = 0; round < 4; round += 1) {
      await page.evaluate((y) => window.scrollTo(0, y), target);
      await expect.poll(() => scrollY(page)).toBe(target);
      const view = await cardInView(page);
      // The card in the middle of the screen, as a shopper would tap it.
      const link = page.locator('main article h3 a').nth(12 + round);
      await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
      await expect(page).toHaveURL(/\/en\/detail\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
      const onProduct = round === 3 ? 300 : 0;
      // A shopper scrolls once the page is long enough: the product page's lower parts may
      // still be coming, and a scroll clamped to a short page is kept as it was (42, not 300).
      if (onProduct) {
        await expect
          .poll(async () => {
            await page.evaluate((y) => window.scrollTo(0, y), onProduct);
            return scrollY(page);
          })
          .toBe(onProduct);
      }

      await page.goBack();
      await expect(page).toHaveURL(/\/en\/catalog$/);
      await sameView(page, view);
      expect(Math.abs((await scrollY(page)) - target), `round ${round}`).toBeLessThan(5);

      if (round === 3) {
        await page.goForward();
        await expect(page).toHaveURL(/\/en\/detail\/\d+$/);
        await expect.poll(() => scrollY(page)).toBe(onProduct);
      }
    }
  });

  test('pages of a listing keep their own positions', async ({ page }) => {
    await page.goto('/en/catalog');
    await expect(cards(page).nth(20)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => scrollY(page)).toBe(1200);
    const view = await cardInView(page);
    // Clicked where it is, as a tap would: Playwright's own click would scroll to it first.
    await page
      .getByRole('navigation', { name: /pages/i })
      .getByRole('link', { name: /^(Page )?2$/ })
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/catalog$/);
    await sameView(page, view);
  });
});

test.describe('a link to a section', () => {
  for (const [name, address, section] of [
    ['privacy policy', '/en/privacypolicy#cookies', 'cookies'],
    ['terms of use', '/en/termsofservice#liability', 'liability'],
  ] as const) {
    test(`${name}: a fresh load scrolls to the section, prerendered or not`, async ({ page, baseURL }) => {
      await page.goto(address);
      await expect
        .poll(() =>
          page.evaluate((id) => Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? -1), section),
        )
        .toBeLessThan(100);
      expect(await scrollY(page)).toBeGreaterThan(500);

      // A host without the prerendered pages (npm start, a build that could not reach the API)
      // sends the app's shell: the text arrives with the app.
      const shell = readFileSync(path.join(process.cwd(), process.env.DIST_DIR || 'dist', 'index.html'), 'utf8');
      await page.route(`${baseURL}${address.split('#')[0]}`, (route) =>
        route.fulfill({ contentType: 'text/html', body: shell }),
      );
      await page.goto('/en/about');
      await page.goto(address);
      await expect(page.locator(`#${section}`)).toBeAttached();
      await expect
        .poll(() =>
          page.evaluate((id) => Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? -1), section),
        )
        .toBeLessThan(100);
      expect(await scrollY(page)).toBeGreaterThan(500);
    });
  }
});

test.describe(
  'page views carry the title the page ends up with, and nothing of health',
  { tag: '@one-viewport' },
  () => {
    // docs/decisions.md, "Analytics and consent": no query in the path; search and product pages
    // report the route's general title (the product id in the path may stay), and the search
    // page's tab holds no term either.
    test('product, category, search: one page_view each; product and search titled in general', async ({ page }) => {
      await page.goto('/sr/detail/1013');
      await expect(page).toHaveTitle(/^Panadol 500 mg \|/);
      await expect.poll(async () => (await pageViews(page)).length).toBe(1);
      expect((await pageViews(page))[0]).toMatchObject({
        page_path: '/sr/detail/1013',
        page_title: expect.stringMatching(/^Proizvod \|/),
        language: 'sr',
      });
      expect(JSON.stringify(await pageViews(page))).not.toMatch(/Panadol/i);

      // In the app, the data comes after the route: a category's page view waits for its name.
      await page
        .getByRole('main')
        .getByRole('navigation', { name: /putanja|mrvic/i })
        .getByRole('link')
        .last()
        .click();
      await expect(page).toHaveURL(/\/sr\/category\//);
      await expect(page).not.toHaveTitle(/^Katalog \|/);
      await expect.poll(async () => (await pageViews(page)).length).toBe(2);
      const category = (await pageViews(page))[1];
      expect(category?.page_title).toBe(await page.title());
      expect(category?.page_title).not.toMatch(/^Katalog/);

      const card = page.getByRole('main').locator('article h3 a').first();
      const productName = (await card.textContent()) ?? '';
      await card.click();
      await expect(page).toHaveURL(/\/sr\/detail\/\d+$/);
      await expect(page).not.toHaveTitle(/^Proizvod \|/);
      await expect.poll(async () => (await pageViews(page)).length).toBe(3);
      expect((await pageViews(page))[2]?.page_title).toMatch(/^Proizvod \|/);
      expect(JSON.stringify((await pageViews(page))[2])).not.toContain(productName.trim());

      // The term is in the heading, never in the tab's title, which default tags read.
      await page.goto('/en/search?q=ibuprofen');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('ibuprofen');
      await expect(page).toHaveTitle(/^Search results \|/);
      await expect.poll(async () => (await pageViews(page)).length).toBe(1);
      expect((await pageViews(page))[0]).toMatchObject({
        page_path: '/en/search',
        page_location: new URL('/en/search', page.url()).href,
        page_title: await page.title(),
      });
      expect(JSON.stringify(await page.evaluate(() => window.dataLayer))).not.toMatch(/ibuprofen/i);
    });

    test('a promotion and an article', async ({ page }) => {
      await page.goto('/en/offer');
      await page
        .getByRole('link', { name: /^Face care week/ })
        .first()
        .click();
      await expect(page).toHaveURL(/promo=2$/);
      await expect.poll(async () => (await pageViews(page)).length).toBe(2);
      expect((await pageViews(page))[1]?.page_title).toMatch(/^Face care week \|/);
      expect((await pageViews(page))[1]?.page_path).toBe('/en/catalog');

      await page.goto('/en/articles');
      await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/en\/articles\/.+/);
      await expect.poll(async () => (await pageViews(page)).length).toBe(2);
      const view = (await pageViews(page))[1];
      expect(view?.page_title).toBe(await page.title());
      expect(view?.page_title).not.toMatch(/^Articles \|/);
    });
  },
);
