import { getDataset } from '../../mocks/data/dataset';
import { dutyPharmacies } from '../../mocks/services/duty';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import sr from '../../i18n/sr.json';
import { expect, test, type Page, axeScan } from './fixtures';

/**
 * A shopper at night finds an open pharmacy (issue 26, part 3; docs/decisions.md, "On-duty
 * pharmacies and the map"): Saturday 28 November 2026, 23:30 in Belgrade, on the browser's
 * clock (the mock in the page answers from the same clock). OpenStreetMap's tiles are blocked:
 * the list is the content and the map still shows its markers. The expected pharmacies come
 * from the mock's deterministic dataset, not from fixed names.
 */
const NIGHT = new Date('2026-11-28T22:30:00Z');
const ds = getDataset();
const belgrade = ds.pharmaciesByCity.get(1) ?? [];
const allDay = belgrade.filter((ph) => ph.hours.every((d) => d?.open === '00:00' && d.close === '24:00'));
const onDuty = dutyPharmacies(ds, 1, '2026-11-28');
const openNow = allDay.length + onDuty.length;
const near = onDuty[0];
if (!near || allDay.length === 0) throw new Error('the mock dataset has no duty or round-the-clock pharmacy in city 1');

const MESSAGES = { sr, en, ru } as const;
const t = (lang: keyof typeof MESSAGES, id: keyof typeof en, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), MESSAGES[lang][id]);

test.use({ permissions: ['geolocation'], geolocation: { latitude: near.lat, longitude: near.lng } });

const cards = (page: Page) => page.getByRole('main').getByRole('list').first().getByRole('article');

/** The layout shifts of the page so far that no input caused (Cumulative Layout Shift's parts). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => resolve(total));
      }),
  );

test('at night: the footer leads to the open pharmacies, by keyboard, nearest first, with a map and no tiles', async ({
  page,
  context,
}) => {
  test.slow();
  await page.clock.setFixedTime(NIGHT);
  const tileRequests: string[] = [];
  // The context's route: in a mock build the page's requests pass through the mock's service worker.
  await context.route('https://tile.openstreetmap.org/**', (route) => {
    tileRequests.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await page.goto('/en/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('en', 'nav.onDuty') })
    .click();
  await expect(page).toHaveURL(/\/en\/pharmacies#on-duty$/);
  const filters = page.getByRole('group', { name: 'Show' });
  await expect(filters).toBeInViewport();
  const all = filters.getByRole('radio', { name: `All (${belgrade.length})` });
  await expect(all).toBeChecked();
  await expect(cards(page)).toHaveCount(belgrade.length);

  // The keyboard: the radio group is one stop, the arrows choose.
  await all.focus();
  await page.keyboard.press('ArrowRight');
  await expect(filters.getByRole('radio', { name: `Open now (${openNow})` })).toBeChecked();
  await expect(cards(page)).toHaveCount(openNow);
  await expect(page.getByRole('main').getByText(`Showing ${openNow} of ${belgrade.length}`)).toBeVisible();
  for (const pharmacy of onDuty) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: pharmacy.name, exact: true }) });
    await expect(card.first()).toContainText('on night duty until 08:00');
    await expect(card.first()).toContainText('On night duty tonight, 20:00–08:00');
  }

  // Nearest first, once the visitor asks.
  await page.getByRole('button', { name: 'Sort by distance from me' }).click();
  await expect(page.getByText('Sorted by distance from you, nearest first.')).toBeVisible();
  await expect(cards(page).first().getByRole('heading')).toHaveText(near.name);
  await expect(cards(page).first()).toContainText('0 km from you');

  // The map: markers named by the pharmacies of the list, on no tiles; a marker leads to its card.
  const toggle = page.getByRole('button', { name: 'Show on a map' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide the map' })).toHaveAttribute('aria-expanded', 'true');
  const map = page.getByRole('region', { name: 'Map of the pharmacies in the list' });
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible({ timeout: 15_000 });
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers).toHaveCount(openNow);
  await expect(map.getByRole('button', { name: near.name, exact: true }).first()).toBeVisible();
  await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  await expect(map.locator('img.leaflet-tile-loaded')).toHaveCount(0);
  await map.getByRole('button', { name: near.name, exact: true }).first().focus();
  await page.keyboard.press('Enter');
  await expect(cards(page).first()).toBeFocused();
  await expect(cards(page)).toHaveCount(openNow);

  const results = await axeScan(page).include('main').analyze();
  expect(results.violations).toEqual([]);

  // The same night in Serbian and Russian, loaded afresh: the HTML was made at build time, the
  // page moves to the visitor's night once hydrated, and to today's duty once asked, in place.
  for (const lang of ['sr', 'ru'] as const) {
    const asked = page.waitForResponse((r) => r.url().includes('/site/v1/pharmacies/duty'));
    await page.goto(`/${lang}/pharmacies`);
    await asked;
    await expect(page.getByRole('main')).toContainText(
      t(lang, 'pharmacies.duty.tonight', { from: '20:00', to: '08:00' }),
    );
    expect(await layoutShift(page)).toBeLessThan(0.01);
    const group = page.getByRole('group', { name: t(lang, 'pharmacies.filter.label') });
    await group.getByRole('radio', { name: t(lang, 'pharmacies.filter.duty', { count: openNow }) }).check();
    await expect(cards(page)).toHaveCount(openNow);
    await expect(page.getByRole('main')).toContainText(
      t(lang, 'pharmacies.duty.tonight', { from: '20:00', to: '08:00' }),
    );
  }
});
