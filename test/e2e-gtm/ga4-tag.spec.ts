import { expect, test, type Page } from '../e2e/fixtures';

/**
 * A GA4 tag with GA4's defaults, as a container may hold it (docs/decisions.md, "Analytics and
 * consent"): it takes the fields of `gtag('set', …)` commands (arguments objects in the
 * dataLayer) and of the data model, and where an event has none it fills the address and the
 * title from the page itself: the address bar (with its query) and the tab's title (a
 * medicine's name). It sends a hit for the container's own `gtm.js`, for every `page_view` and
 * `web_vitals`, and a `user_engagement` when the page is hidden, as GA4 does. It also notes
 * whether the container's blocklist was set before its first message. The build's nginx
 * Content-Security-Policy applies (playwright.gtm.config.ts), so the tag's collection calls
 * must also be allowed by its connect-src.
 */
const GA4_LIKE_TAG = `
(() => {
  const set = {};
  let blocklist = null;
  const collect = (name, event) => {
    const fields = new URLSearchParams({
      v: '2',
      en: name,
      dl: event.page_location ?? set.page_location ?? location.href,
      dt: event.page_title ?? set.page_title ?? document.title,
      bl: blocklist ? blocklist.join(',') : '',
    });
    fetch('https://region1.google-analytics.com/g/collect?' + fields, { method: 'POST', mode: 'no-cors', keepalive: true });
  };
  const read = (entry) => {
    if (!entry || typeof entry !== 'object') return;
    if (Object.prototype.toString.call(entry) === '[object Arguments]') {
      if (entry[0] === 'set' && entry[1] && typeof entry[1] === 'object') Object.assign(set, entry[1]);
      return;
    }
    if (Array.isArray(entry['gtm.blocklist'])) blocklist = entry['gtm.blocklist'];
    if (!('event' in entry)) {
      if (typeof entry.page_location === 'string') set.page_location = entry.page_location;
      if (typeof entry.page_title === 'string') set.page_title = entry.page_title;
      return;
    }
    if (entry.event === 'gtm.js' || entry.event === 'page_view' || entry.event === 'web_vitals') collect(entry.event, entry);
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(read);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    entries.forEach(read);
    return push(...entries);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') collect('user_engagement', {});
  });
})();
`;

interface Hit {
  name: string;
  location: string;
  title: string;
  blocklist: string;
}

/** Serves the tag above as the tag manager's script; returns the hits it sent to GA4. */
const installGa4LikeTag = async (page: Page): Promise<Hit[]> => {
  const sent: Hit[] = [];
  // On the context: the mock's service worker passes the page's requests on itself, and only
  // the context's routes see the service worker's.
  await page
    .context()
    .route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: GA4_LIKE_TAG }),
    );
  await page.context().route('https://region1.google-analytics.com/**', (route) => {
    const fields = new URL(route.request().url()).searchParams;
    sent.push({
      name: fields.get('en') ?? '',
      location: fields.get('dl') ?? '',
      title: fields.get('dt') ?? '',
      blocklist: fields.get('bl') ?? '',
    });
    return route.fulfill({ status: 204 });
  });
  return sent;
};

/** The page is hidden, as when the shopper switches to another app: GA4 sends its engagement. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

test(
  'a GA4 tag with its defaults learns no query and no medicine from any hit, its own included',
  { tag: '@one-viewport' },
  async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const sent = await installGa4LikeTag(page);
    await page.goto('/en/search?q=ibuprofen');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ibuprofen');
    await page.getByRole('region', { name: 'Visit statistics' }).getByRole('button', { name: 'Accept' }).click();
    const origin = new URL(page.url()).origin;
    await expect
      .poll(() => sent.filter((hit) => hit.name === 'page_view').map((hit) => hit.location))
      .toContain(`${origin}/en/search`);
    await expect.poll(() => sent.map((hit) => hit.name)).toContain('gtm.js');

    // A later start with the answer stored, straight onto a product page: the container's first
    // hit comes before the page has named itself.
    await page.goto('/en/detail/1013');
    await expect(page).toHaveTitle(/^Panadol 500 mg/);
    await expect.poll(() => sent.map((hit) => hit.location)).toContain(`${origin}/en/detail/1013`);
    await expect.poll(() => sent.filter((hit) => hit.name === 'gtm.js')).toHaveLength(2);
    // Field data (its code loads when the page is idle) settles LCP and CLS when the page is hidden.
    await expect
      .poll(async () => {
        await hide(page);
        return sent.map((hit) => hit.name);
      })
      .toEqual(expect.arrayContaining(['user_engagement', 'web_vitals']));

    const hits = JSON.stringify(sent);
    expect(hits).not.toMatch(/ibuprofen|q=|Panadol/i);
    expect(sent.every((hit) => hit.title.length > 0 && hit.location.startsWith(origin))).toBe(true);
    // The container runs no custom or third-party code, on any page (docs/decisions.md).
    expect(sent.every((hit) => hit.blocklist.split(',').includes('customScripts'))).toBe(true);
    expect(sent.every((hit) => hit.blocklist.split(',').includes('nonGoogleScripts'))).toBe(true);
    expect(violations).toEqual([]);
  },
);

test(
  'on a health page the container starts with its blocklist: no custom HTML or JavaScript, no non-Google code',
  { tag: '@one-viewport' },
  async ({ page, signIn }) => {
    const sent = await installGa4LikeTag(page);
    await page.goto('/en/');
    await page.getByRole('region', { name: 'Visit statistics' }).getByRole('button', { name: 'Accept' }).click();
    await signIn();
    for (const [path, heading] of [
      ['/en/ask', 'Ask a pharmacist'],
      ['/en/lk/erecept', 'Reserve my eRecept'],
      ['/en/lk/therapy', 'My therapy'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The blocklist is the page's first message, before any page view the container could fire on.
      await expect
        .poll(() => page.evaluate(() => (window.dataLayer ?? [])[0]))
        .toEqual({
          'gtm.blocklist': ['customScripts', 'html', 'jsm', 'nonGoogleScripts', 'nonGoogleIframes', 'nonGooglePixels'],
        });
    }
    await expect.poll(() => sent.filter((hit) => hit.name === 'gtm.js').length).toBeGreaterThanOrEqual(4);
    expect(sent.every((hit) => hit.blocklist.split(',').includes('html'))).toBe(true);
  },
);
