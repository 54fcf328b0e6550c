import { expect, test, type Page } from '../e2e/fixtures';

/**
 * A GA4 tag set up as docs/decisions.md ("Analytics and consent") tells the chain: page views
 * from the dataLayer's `page_view` event only. Like GA4, it fills a field the event leaves out
 * from the page itself: the address bar (with its query) and the tab's title (a medicine's
 * name). The build's nginx Content-Security-Policy applies (playwright.gtm.config.ts), so the
 * tag's collection calls must also be allowed by its connect-src.
 */
const GA4_LIKE_TAG = `
(() => {
  const collect = (event) => {
    const fields = new URLSearchParams({
      v: '2',
      en: 'page_view',
      dl: event.page_location ?? location.href,
      dt: event.page_title ?? document.title,
    });
    fetch('https://region1.google-analytics.com/g/collect?' + fields, { method: 'POST', mode: 'no-cors', keepalive: true });
  };
  const read = (entry) => {
    if (entry && entry.event === 'page_view') collect(entry);
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(read);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    entries.forEach(read);
    return push(...entries);
  };
})();
`;

/** Serves the tag above as the tag manager's script; returns the page views it sent to GA4. */
const installGa4LikeTag = async (page: Page): Promise<Array<{ location: string; title: string }>> => {
  const sent: Array<{ location: string; title: string }> = [];
  // On the context: the mock's service worker passes the page's requests on itself, and only
  // the context's routes see the service worker's.
  await page
    .context()
    .route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: GA4_LIKE_TAG }),
    );
  await page.context().route('https://region1.google-analytics.com/**', (route) => {
    const fields = new URL(route.request().url()).searchParams;
    sent.push({ location: fields.get('dl') ?? '', title: fields.get('dt') ?? '' });
    return route.fulfill({ status: 204 });
  });
  return sent;
};

test('a GA4 tag reading the page after a search and on a product page learns no query and no medicine', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const sent = await installGa4LikeTag(page);
  await page.goto('/en/search?q=ibuprofen');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ibuprofen');
  await page.getByRole('region', { name: 'Visit statistics' }).getByRole('button', { name: 'Accept' }).click();
  const origin = new URL(page.url()).origin;
  await expect.poll(() => sent.map((view) => view.location)).toContain(`${origin}/en/search`);

  await page.goto('/en/detail/1013');
  await expect(page).toHaveTitle(/^Panadol 500 mg/);
  await expect.poll(() => sent.map((view) => view.location)).toContain(`${origin}/en/detail/1013`);

  const views = JSON.stringify(sent);
  expect(views).not.toMatch(/ibuprofen|q=|Panadol/i);
  expect(sent.every((view) => view.title.length > 0)).toBe(true);
  expect(violations).toEqual([]);
});
