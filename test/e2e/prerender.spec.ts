import { expect, test, type Page } from '@playwright/test';
import { chunkScript, LOCALES, tapWhenStill } from './fixtures';

/**
 * Prerendered pages (docs/decisions.md, "Prerendering"): every public address arrives as HTML
 * with its data, hydrates without a mismatch and asks the API again only for the values that
 * change during the day, once each (docs/decisions.md, "Today's values").
 */
/** Each page, and the answers of the day it asks for again after hydration (API paths, sorted). */
const DAY_CALLS: Record<string, string[]> = {
  '/': ['/site/v1/pharmacies', '/site/v1/products'],
  '/catalog': ['/site/v1/products'],
  '/category/analgetici': ['/site/v1/products'],
  '/catalog/atc': [],
  '/catalog/atc/N02': ['/site/v1/products'],
  // The HTML brings one branch of the category tree, for the breadcrumbs: the whole tree follows.
  '/detail/1013': ['/site/v1/categories', '/site/v1/products/detail'],
  '/pharmacies': ['/site/v1/pharmacies', '/site/v1/pharmacies/duty'],
  '/offer': [],
  '/articles': [],
  '/articles/prehlada-ili-grip': [],
  '/about': [],
  '/how-to-order': [],
  '/termsofservice': [],
  '/privacypolicy': [],
  '/cart': [],
};
const PAGES = Object.keys(DAY_CALLS);

/** Console errors and warnings, and every /site/v1 call but the city confirmation. */
const watch = (page: Page) => {
  const problems: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/site/v1/') && url.pathname !== '/site/v1/cities/locate')
      calls.push(`${url.pathname}${decodeURIComponent(url.search)}`);
  });
  return { problems, calls };
};

/** True once React owns #root and still uses the h1 that came with the HTML (hydrated, not replaced). */
const hydratedInPlace = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    const owned = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    const hydrated = document.documentElement.getAttribute('data-app-ready') === 'hydrated';
    return (
      owned && hydrated && (window as unknown as { firstH1?: Element | null }).firstH1 === document.querySelector('h1')
    );
  });

test.describe('prerendered pages hydrate', { tag: '@one-viewport' }, () => {
  test.beforeEach(async ({ page }) => {
    // Runs before any script of the page: remembers the h1 the HTML brought.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstH1?: Element | null }).firstH1 = document.querySelector('h1');
      });
    });
  });

  for (const locale of LOCALES) {
    test(`every kind of page in ${locale}: hydrated with no console error or warning, only the day's values asked again, once each, and its metadata`, async ({
      page,
    }) => {
      for (const path of PAGES) {
        const { problems, calls } = watch(page);
        const url = `/${locale}${path === '/' ? '/' : path}`;
        const response = await page.goto(url);
        expect(await response?.text(), url).toContain('data-prerendered=');
        // However slow the machine: hydration first, then the day's calls it starts.
        await expect.poll(() => hydratedInPlace(page), { message: url, timeout: 20_000 }).toBe(true);
        const asked = () => calls.map((call) => call.split('?')[0]).sort();
        await expect.poll(asked, { message: url, timeout: 20_000 }).toEqual(DAY_CALLS[path]);
        // eslint-disable-next-line playwright/no-networkidle -- "once each" holds only once nothing more is asked
        await page.waitForLoadState('networkidle');
        expect(problems, url).toEqual([]);
        // The HTML's data is not asked for again, but for the day's prices, stock and pharmacies,
        // each once, for the city the page was rendered for (the category tree has no city).
        expect(asked(), url).toEqual(DAY_CALLS[path]);
        for (const call of calls.filter((item) => !item.startsWith('/site/v1/categories')))
          expect(call, url).toContain('"city_id":1');
        // Every prerendered page names itself, its language versions and what it is about.
        await expect(page.locator('link[rel="canonical"]'), url).toHaveAttribute(
          'href',
          new RegExp(`/${locale}${path === '/' ? '/' : path}$`),
        );
        await expect(page.locator('link[rel="alternate"][hreflang]'), url).toHaveCount(4);
        await expect(page.locator('meta[name="description"]'), url).toHaveAttribute('content', /.{40,}/);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
        page.removeAllListeners('request');
      }
    });
  }

  test('on a slow phone with slow answers, asking for the day’s values again leaves the page on screen', async ({
    page,
    context,
  }) => {
    // From now on the mock answers this browser after 1.5 s (docs/mock-backend.md).
    const warm = await context.newPage();
    await warm.goto('/sr/?mock_delay=1500');
    await warm.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await warm.close();
    // A phone's CPU: the page is still hydrating when the day's values are asked again.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const answered = page.waitForResponse((response) => response.url().includes('/site/v1/products/detail'));
    await page.goto('/sr/detail/1013');
    await answered;
    // The HTML's heading never left: no placeholder stood in for the page meanwhile.
    await expect.poll(() => hydratedInPlace(page)).toBe(true);
  });

  test('pictures come drawn in the HTML: hydrating them loads no drawer, and the next page brings it and draws its own', async ({
    page,
  }) => {
    const drawer: string[] = [];
    const drawerScript = chunkScript('packshots');
    page.on('request', (request) => {
      if (drawerScript.test(new URL(request.url()).pathname)) drawer.push(request.url());
    });
    const pictures = page.getByRole('main').locator('svg[viewBox="0 0 160 160"]');
    const drawn = () => pictures.evaluateAll((all) => all.length > 0 && all.every((svg) => svg.childElementCount > 0));
    await page.goto('/en/catalog');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'hydrated');
    // eslint-disable-next-line playwright/no-networkidle -- "not downloaded" holds only once every script the page loads has arrived
    await page.waitForLoadState('networkidle');
    expect(await drawn()).toBe(true);
    expect(drawer).toEqual([]);

    const first = await page.getByRole('main').getByRole('heading', { level: 3 }).first().textContent();
    await tapWhenStill(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }));
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).not.toHaveText(first ?? '');
    await expect.poll(drawn).toBe(true);
    expect(drawer).toHaveLength(1);
  });

  test('the main page art comes drawn in the HTML: hydrating it loads no art drawer, and the next page brings it for its covers', async ({
    page,
  }) => {
    const drawer: string[] = [];
    const drawerScript = chunkScript('art');
    page.on('request', (request) => {
      if (drawerScript.test(new URL(request.url()).pathname)) drawer.push(request.url());
    });
    // The hero's picture and the article covers (decorative, so found by their canvas).
    const art = page.getByRole('main').locator('svg[viewBox="0 0 360 300"], svg[viewBox="0 0 320 160"]');
    const drawn = () => art.evaluateAll((all) => all.length > 0 && all.every((svg) => svg.childElementCount > 0));
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'hydrated');
    // eslint-disable-next-line playwright/no-networkidle -- "not downloaded" holds only once every script the page loads has arrived
    await page.waitForLoadState('networkidle');
    await expect(art.first()).toHaveAttribute('viewBox', '0 0 360 300');
    expect(await drawn()).toBe(true);
    expect(drawer).toEqual([]);

    // Below the popular products, whose cards are laid out only as they come near.
    await tapWhenStill(page.getByRole('main').getByRole('link', { name: 'All articles' }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles');
    await expect.poll(drawn).toBe(true);
    expect(drawer).toHaveLength(1);
  });

  test('a visitor of another city never sees the default city values, then sees their own', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'aptk_city', value: '5', url: baseURL ?? '' }]);
    // The app's scripts held back: what the HTML and the head script alone show.
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/en/detail/1013');
    await expect(page.getByRole('heading', { level: 1, name: 'Panadol 500 mg' })).toBeVisible();
    const price = page.locator('main [data-city-value]').first();
    await expect(price).toBeHidden();
    await page.unroute(/\/main\.[0-9a-f]+\.js$/);

    const cityAnswer = page.waitForResponse(
      (response) => response.url().includes('/site/v1/products/detail') && response.url().includes('%22city_id%22%3A5'),
    );
    await page.reload();
    await cityAnswer;
    await expect(page.locator('html')).not.toHaveAttribute('data-city-pending');
    await expect(price).toBeVisible();
  });
});

test.describe('prerendered pages without scripts', { tag: '@one-viewport' }, () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price, breadcrumbs, header and footer in every language', async ({ page }) => {
    const breadcrumbs = { sr: 'Putanja', en: 'Breadcrumbs', ru: 'Навигационная цепочка' };
    const names = { sr: 'Panadol 500 mg', en: 'Panadol 500 mg', ru: 'Panadol 500 мг' };
    for (const locale of LOCALES) {
      await page.goto(`/${locale}/detail/1013`);
      await expect(page.getByRole('heading', { level: 1, name: names[locale] })).toBeVisible();
      await expect(
        page
          .locator('main')
          .getByText(/249[.,]90/)
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: breadcrumbs[locale] })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });

  for (const [name, path] of [
    ['main page', '/en/'],
    ['catalogue', '/en/catalog'],
    ['category', '/en/category/analgetici'],
    ['pharmacies', '/en/pharmacies'],
    ['article', '/en/articles/prehlada-ili-grip'],
  ] as const) {
    test(`the ${name} has its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const text = await page.locator('main').innerText();
      expect(text.length).toBeGreaterThan(200);
    });
  }
});

test.describe('search metadata', { tag: '@one-viewport' }, () => {
  test('a product page names itself to search engines and link previews', async ({ page, baseURL }) => {
    await page.goto('/en/detail/1013');
    await expect(page).toHaveTitle('Panadol 500 mg | Apoteka Vita');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Panadol 500 mg/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/detail\/1013$/);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates.sort()).toEqual(['en', 'ru', 'sr-Latn', 'x-default']);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    const product = jsonLd
      .map((text) => JSON.parse(text) as { '@type': string; offers?: { priceCurrency: string } })
      .find((item) => item['@type'] === 'Product');
    expect(product?.offers?.priceCurrency).toBe('RSD');

    // The sitemap is an index of one file per language (docs/decisions.md, "Sitemap").
    const index = await (await page.request.get(`${baseURL}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toMatch(/<loc>[^<]*\/sitemap-en\.xml<\/loc>/);
    const sitemap = await (await page.request.get(`${baseURL}/sitemap-en.xml`)).text();
    expect(sitemap).toContain('/en/detail/1013</loc>');
    expect(sitemap).not.toContain('/sr/detail/1013</loc>');
    expect(sitemap).toContain('hreflang="ru"');
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);
    const robots = await (await page.request.get(`${baseURL}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('the pharmacies page lists each pharmacy with address and opening hours', async ({ page }) => {
    await page.goto('/sr/pharmacies');
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as unknown,
    );
    const text = JSON.stringify(jsonLd);
    expect(text).toContain('"Pharmacy"');
    expect(text).toContain('openingHoursSpecification');
    expect(text).toContain('PostalAddress');
  });
});

test(
  'every prerendered page links the web app manifest, which is served',
  { tag: '@one-viewport' },
  async ({ request }) => {
    for (const locale of LOCALES) {
      for (const path of PAGES) {
        const html = await (await request.get(`/${locale}${path}`)).text();
        // The built HTML is minified: attribute quotes may go.
        expect(/<link rel="?manifest"? href="?\/manifest\.webmanifest"?\s*\/?>/.test(html), `/${locale}${path}`).toBe(
          true,
        );
      }
    }
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect(await manifest.json()).toMatchObject({ name: 'Apoteka Vita', start_url: 'sr/', scope: './' });
  },
);
