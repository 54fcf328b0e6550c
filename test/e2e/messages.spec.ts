import type { Page } from '@playwright/test';
import { expect, LOCALES, messages, test } from './fixtures';
import sr from '../../i18n/sr.json';

// Messages per route (docs/performance.md): a page downloads the shell's messages and its own,
// and every string is there before the page shows, after a tap and in another language.
const KEYS = Object.keys(sr);
const BOTTOM_BAR = sr['nav.bottomLabel'];
const MENU = sr['nav.menu'];

/**
 * Message ids the page shows as text or as accessible names (a message that was missing). A
 * production build's ids are short (docs/decisions.md, "Message ids in production builds"):
 * the fixtures fail a test on the console's word of a missing one (`context`, ./fixtures.ts).
 */
const shownIds = (page: Page): Promise<string[]> =>
  page.evaluate((keys) => {
    const texts = [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
        ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ];
    return keys.filter((key) => texts.some((text) => text.includes(key)));
  }, KEYS);

/** Script bodies the page has downloaded, from now on. */
const recordScripts = (page: Page): string[] => {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      void response.text().then(
        (body) => bodies.push(body),
        () => undefined,
      );
  });
  return bodies;
};

test(
  "the main page does not download the catalogue's messages; a tap to the catalogue brings them",
  { tag: '@one-viewport' },
  async ({ page }) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|MISSING_TRANSLATION/i.test(message.text()))
        hydrationErrors.push(message.text());
    });
    const scripts = recordScripts(page);
    await page.goto('/sr/');
    // eslint-disable-next-line playwright/no-networkidle -- "not downloaded" holds only once every script the page loads has arrived
    await page.waitForLoadState('networkidle');
    // The sort's label and the price sort are texts of the catalogue alone.
    expect(scripts.filter((body) => body.includes('"catalog.sort.label"') || body.includes('Cena: od najni'))).toEqual(
      [],
    );
    expect(await shownIds(page)).toEqual([]);

    await page.getByRole('link', { name: 'Katalog', exact: true }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/sr\/catalog$/);
    await expect(page.getByRole('combobox', { name: 'Redosled' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shownIds(page)).toEqual([]);
    expect(hydrationErrors).toEqual([]);
  },
);

test('switching the language on the catalogue shows every string in the new language', async ({ page }) => {
  await page.goto('/sr/catalog');
  await expect(page.getByRole('combobox', { name: 'Redosled' })).toBeVisible();
  // Phones: the switcher is in the menu, a dialog whose messages are the shell's.
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page.getByRole('navigation', { name: BOTTOM_BAR }).getByRole('button', { name: MENU }).click();
    await page.getByRole('dialog', { name: MENU }).getByRole('link', { name: 'English' }).click();
  } else await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/catalog$/);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  expect(await shownIds(page)).toEqual([]);
});

test("a promotion's products show their messages in every language", { tag: '@one-viewport' }, async ({ page }) => {
  for (const locale of LOCALES) {
    const t = messages[locale];
    await page.goto(`/${locale}/catalog?promo=2`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: t['promos.allPromotions'] })).toBeVisible();
    await expect(main.getByText(t['promos.datesLabel'] ?? '', { exact: true })).toBeAttached();
    expect(await shownIds(page)).toEqual([]);
  }
});

for (const path of [
  '/ru/',
  '/ru/catalog',
  '/ru/detail/1013',
  '/ru/pharmacies',
  '/ru/how-to-order',
  '/ru/about',
  '/ru/offer',
  '/ru/articles',
  '/ru/termsofservice',
  '/ru/legal',
]) {
  test(`${path} shows no message id`, { tag: '@one-viewport' }, async ({ page }) => {
    await page.goto(path);
    expect(await shownIds(page)).toEqual([]);
  });
}
