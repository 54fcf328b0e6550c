import { getDataset, pharmaciesWith } from '../../mocks/data/dataset';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import sr from '../../i18n/sr.json';
import { expect, test } from './fixtures';

/**
 * Back-in-stock alerts (docs/behaviour.md §17) in the three languages: an alert for a product
 * no pharmacy of the city has, the QA restock (docs/mock-backend.md), the notice of the next
 * visit, and removal in /lk. The product is chosen by its state in the mock's deterministic
 * dataset, not by a fixed id, so a change of the generated stock does not break the test.
 */
const CITY_ID = 1; // the default city, which a fresh visitor gets
const ds = getDataset();
const city = ds.cityById.get(CITY_ID);
const product = ds.products.find((p) => !p.allowSafety && pharmaciesWith(ds, CITY_ID, p).length === 0);
if (!city || !product) throw new Error(`the mock dataset has no product missing in city ${CITY_ID}`);

const MESSAGES = { sr, en, ru } as const;
type Lang = keyof typeof MESSAGES;
const LANGS: Lang[] = ['sr', 'en', 'ru'];

/** A message of the app in a language, with simple `{name}` values. */
const t = (lang: Lang, id: keyof typeof en, values: Record<string, string> = {}): string =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), MESSAGES[lang][id]);

for (const lang of LANGS) {
  const productName = product.name[lang];
  const cityName = city.name[lang];

  test.describe(`stock alerts in ${lang}`, () => {
    test('an alert for a missing product, the QA restock, and the notice of the next visit, shown once', async ({
      page,
    }) => {
      await page.goto(`/${lang}/detail/${product.id}`);
      const form = page.getByRole('region', { name: t(lang, 'alerts.form.title', { city: cityName }) });
      const field = form.getByRole('textbox', { name: t(lang, 'alerts.form.emailLabel') });
      const submit = form.getByRole('button', { name: t(lang, 'alerts.form.submit') });
      // The page arrives with a button, not a field: nothing can be typed before the form's code is in.
      const html = await (await page.request.get(`/${lang}/detail/${product.id}`)).text();
      const served = /<section aria-labelledby="stock-alert-title".*?<\/section>/s.exec(html)?.[0] ?? '';
      expect(served).toContain(t(lang, 'alerts.form.open'));
      expect(served).not.toContain('<input');
      await expect(form).toContainText(t(lang, 'alerts.form.leadEmail', { city: cityName }));
      await expect(field).toHaveCount(0);
      await form.getByRole('button', { name: t(lang, 'alerts.form.open') }).click();
      // The focus is in the field when it appears, and what is typed at once stays.
      await expect(field).toBeFocused();
      await page.keyboard.type('ana@');
      await expect(field).toHaveValue('ana@');
      await submit.click();
      await expect(form.getByText(t(lang, 'validation.emailInvalid'))).toBeVisible();
      await field.fill('ana@example.com');
      const created = page.waitForResponse(
        (r) => r.url().includes('/site/v1/alerts') && r.request().method() === 'POST',
      );
      await field.press('Enter');
      expect((await created).status()).toBe(200);
      const done = form.getByText(
        t(lang, 'alerts.form.done', { contact: 'ana@example.com', product: productName, city: cityName }),
      );
      await expect(done).toBeFocused();

      // The QA control restocks the product in the city; the next visit tells the visitor.
      await page.goto(`/${lang}/?mock_restock=${product.id}:${CITY_ID}`);
      const notices = page.getByRole('status', { name: t(lang, 'alertNotice.region') });
      const notice = t(lang, 'alertNotice.text', { product: productName, city: cityName });
      await expect(notices).toContainText(notice);
      await notices.getByRole('link', { name: t(lang, 'alertNotice.link') }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/detail/${product.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
      // The restock is real: the product is now in a pharmacy of the city, and no form is offered.
      await expect(
        page.getByRole('heading', { name: t(lang, 'catalog.detail.pharmaciesCity', { city: cityName }) }),
      ).toBeVisible();
      await expect(form).toHaveCount(0);

      // Shown once: the visit after does not repeat it.
      const listed = page.waitForResponse((r) => r.url().includes('/site/v1/alerts?'));
      await page.reload();
      await listed;
      await expect(notices).toBeEmpty();
    });

    test('a signed-in client is told on the phone, and removes the alert in /lk', async ({ page, signIn }) => {
      await page.goto('/en/');
      await signIn();
      await page.goto(`/${lang}/detail/${product.id}`);
      const form = page.getByRole('region', { name: t(lang, 'alerts.form.title', { city: cityName }) });
      await expect(form).toContainText('+381 64 123 4567');
      await form.getByRole('button', { name: t(lang, 'alerts.form.open') }).click();
      const submit = form.getByRole('button', { name: t(lang, 'alerts.form.submit') });
      await expect(submit).toBeFocused();
      await expect(form.getByRole('textbox')).toHaveCount(0);
      await submit.click();
      await expect(
        form.getByText(
          t(lang, 'alerts.form.done', { contact: '+381 64 123 4567', product: productName, city: cityName }),
        ),
      ).toBeFocused();

      await page.goto(`/${lang}/lk`);
      const alerts = page.getByRole('region', { name: t(lang, 'alerts.list.title') });
      const row = alerts.getByRole('listitem');
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('link', { name: productName })).toBeVisible();
      await expect(row).toContainText(cityName);
      await expect(row).toContainText(t(lang, 'alerts.list.channelPhone', { contact: '+381 64 123 4567' }));
      await expect(row).toContainText(t(lang, 'alerts.list.waiting'));
      await row
        .getByRole('button', { name: t(lang, 'alerts.list.removeLabel', { product: productName, city: cityName }) })
        .click();
      await expect(page.getByText(t(lang, 'alerts.list.removed'))).toBeVisible();
      await expect(alerts.getByText(t(lang, 'alerts.list.empty'))).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('region', { name: t(lang, 'alerts.list.title') }).getByText(t(lang, 'alerts.list.empty')),
      ).toBeVisible();
    });
  });
}
