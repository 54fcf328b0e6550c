import fs from 'node:fs/promises';
import { getDataset } from '../../mocks/data/dataset';
import { partlyStocked } from '../../mocks/data/partlyStocked';
import { addDays, addMonths, dateIn } from '../../src/shared/lib/calendarDate';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import sr from '../../i18n/sr.json';
import { expect, test, type Page, escape, axeScan } from './fixtures';
import { FULL_BROWSER } from '../browsers';

/**
 * "My therapy" (docs/behaviour.md §18) in the three languages: a renewable prescription added
 * in /lk/therapy, its windows (the first past, the second open, the third upcoming), the open
 * month reserved in one tap (the order is in /lk/orders), the .ics file downloaded and read,
 * and, in English, a reminder shown through the service worker. "Today" is fixed with
 * Playwright's clock, which the app and the in-page mock both read, at noon of the real day.
 */

// Notifications need the full browser (test/browsers.ts).
test.use(FULL_BROWSER);

const CITY_ID = 1; // the default city, which a fresh visitor gets
const { product, lacking } = partlyStocked(getDataset(), CITY_ID);

const MESSAGES = { sr, en, ru } as const;
type Lang = keyof typeof MESSAGES;
const LANGS: Lang[] = ['sr', 'en', 'ru'];
const INTL_TAGS: Record<Lang, string> = { sr: 'sr-Latn-RS', en: 'en-RS', ru: 'ru-RS' };

const t = (lang: Lang, id: keyof typeof en, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), MESSAGES[lang][id]);

const TODAY = dateIn('Europe/Belgrade', Date.now());
// Month 1 a month ago (past), month 2 today (open; up to 3 days off at a month's end), month 3 upcoming.
const FIRST_DATE = addMonths(TODAY, -1);
const MONTH_2 = addMonths(FIRST_DATE, 1);

/** A calendar day as the page writes it (CalendarDate), formatted by the browser's own Intl. */
const pageDay = (page: Page, lang: Lang, day: string) =>
  page.evaluate(
    ([tag, iso]) =>
      new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      ),
    [INTL_TAGS[lang], day] as const,
  );

const addTherapy = async (page: Page, lang: Lang) => {
  const form = page.getByRole('form', { name: t(lang, 'therapy.form.title') });
  await form.getByRole('searchbox', { name: t(lang, 'therapy.form.search') }).fill(product.name[lang]);
  await form.getByRole('radio', { name: new RegExp(`^${escape(product.name[lang])}`) }).check();
  await form.getByRole('combobox', { name: t(lang, 'therapy.form.months') }).selectOption('3');
  await form.getByLabel(t(lang, 'therapy.form.firstDate')).fill(FIRST_DATE);
  const pharmacy = form.getByRole('combobox', {
    name: new RegExp(`^${escape(t(lang, 'therapy.form.pharmacy', { city: '' }).split('(')[0] ?? '')}`),
  });
  await pharmacy.selectOption({ label: `${lacking.name}, ${lacking.address}` });
  const created = page.waitForResponse(
    (r) => r.url().includes('/site/v1/therapies') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: t(lang, 'therapy.form.submit') }).click();
  expect((await created).status()).toBe(200);
  return page.getByRole('article', { name: product.name[lang] });
};

for (const lang of LANGS) {
  test.describe(`my therapy in ${lang}`, () => {
    test('a therapy with its windows, the open month reserved in one tap, and its .ics file', async ({
      page,
      signIn,
    }) => {
      await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00Z`));
      await page.goto('/en/');
      await signIn();
      await page.goto(`/${lang}/lk`);
      await page
        .getByRole('navigation', { name: t(lang, 'account.navLabel') })
        .getByRole('link', { name: t(lang, 'nav.myTherapy') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/lk/therapy$`));
      await expect(page.getByText(t(lang, 'therapy.list.empty'))).toBeVisible();

      const card = await addTherapy(page, lang);
      const windows = card.getByRole('list', { name: t(lang, 'therapy.window.listLabel') }).getByRole('listitem');
      await expect(windows).toHaveCount(3);
      await expect(windows.nth(0)).toContainText(t(lang, 'therapy.window.past'));
      await expect(windows.nth(1)).toContainText(t(lang, 'therapy.window.open'));
      await expect(windows.nth(2)).toContainText(t(lang, 'therapy.window.upcoming'));
      await expect(windows.nth(1)).toContainText(t(lang, 'therapy.window.month', { month: 2, months: 3 }));
      await expect(windows.nth(1)).toContainText(await pageDay(page, lang, MONTH_2));
      await expect(windows.nth(1)).toContainText(await pageDay(page, lang, addDays(MONTH_2, 7)));
      // Only the open month can be reserved.
      await expect(
        card.getByRole('button', { name: new RegExp(`^${escape(t(lang, 'therapy.reserve.button'))}`) }),
      ).toHaveCount(1);

      if (lang === 'en') {
        const results = await axeScan(page).include('main').analyze();
        expect(results.violations).toEqual([]);
      }

      const reserved = page.waitForResponse((r) => r.url().includes('/site/v1/therapies/reserve'));
      await card
        .getByRole('button', { name: t(lang, 'therapy.reserve.label', { month: 2, product: product.name[lang] }) })
        .click();
      expect((await reserved).status()).toBe(200);
      const number = windows.nth(1).getByRole('link', { name: /^APT-\d+$/ });
      await expect(number).toBeVisible();
      await expect(windows.nth(1)).toContainText(t(lang, 'therapy.window.reserved'));
      const reservation = (await number.textContent()) ?? '';

      // The calendar: one all-day event per window, in the page's language.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: t(lang, 'therapy.ics.button') }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^therapy-[a-z0-9-]+\.ics$/);
      const ics = await fs.readFile(await download.path(), 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const unfolded = ics.replaceAll('\r\n ', '');
      expect(unfolded.match(/^BEGIN:VEVENT$/gm)).toHaveLength(3);
      expect(unfolded).toContain(`DTSTART;VALUE=DATE:${addDays(MONTH_2, -7).replaceAll('-', '')}\r\n`);
      expect(unfolded).toContain(`DTEND;VALUE=DATE:${addDays(MONTH_2, 8).replaceAll('-', '')}\r\n`);
      expect(unfolded).toContain(
        `SUMMARY:${t(lang, 'therapy.ics.summary', { product: product.name[lang], month: 2, months: 3 }).replaceAll(',', '\\,')}\r\n`,
      );
      expect(unfolded).toMatch(/^UID:therapy-\d+-month-2@/m);

      // The reservation is an order of the client.
      await number.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/lk/orders/\\d+$`));
      await expect(page.getByRole('main')).toContainText(reservation);
    });
  });
}

test('a reminder is shown through the service worker once notifications are allowed', async ({
  page,
  context,
  signIn,
}) => {
  await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00Z`));
  await context.grantPermissions(['notifications']);
  await page.goto('/en/');
  await signIn();
  await page.goto('/en/lk/therapy');
  await expect(page.getByText(t('en', 'therapy.reminders.on'))).toBeVisible();
  await addTherapy(page, 'en');
  const titles = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => `${n.title} | ${n.body}`);
    });
  await expect.poll(titles).toEqual([
    expect.stringMatching(
      // Neutral, no medicine's name: a lock screen is seen by others (docs/behaviour.md §18).
      new RegExp(`^${escape(t('en', 'therapy.notify.title'))} \\| The window of month 2 is open until `),
    ),
  ]);
  // Announced once: remembered in this browser, and the next visit's list shows no new one
  // (the shown one is closed first, so any notification after the reload would be new).
  expect(await page.evaluate(() => localStorage.getItem('aptk_therapy_notified'))).toMatch(/^\["\d+:2"\]$/);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    for (const shown of await registration.getNotifications()) shown.close();
  });
  await expect.poll(titles).toEqual([]);
  const listed = page.waitForResponse((r) => r.url().includes('/site/v1/therapies?'));
  await page.reload();
  await listed;
  await expect(page.getByRole('article', { name: product.name.en })).toBeVisible();
  expect(await titles()).toEqual([]);
});
