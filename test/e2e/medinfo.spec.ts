import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import sr from '../../i18n/sr.json';
import { expect, test, type Page } from './fixtures';

/** Medicine information and ATC browsing (issue 15, part 2) and the typed barcode search (part 3). */
const LANGS = { sr, en, ru } as const;

/** A message with its ICU arguments filled in (only simple `{name}` ones). */
const text = (messages: Record<string, string>, id: string, values: Record<string, string> = {}): string =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, value), messages[id] ?? id);

/** The EAN-13 a product page shows in its medicine facts. */
const eanOn = async (page: Page, leafletTitle: string): Promise<string> => {
  const ean = page.getByRole('region', { name: leafletTitle }).getByText(/^860\d{10}$/);
  await expect(ean).toBeVisible();
  return (await ean.textContent()) ?? '';
};

for (const [lang, m] of Object.entries(LANGS)) {
  test.describe(`medicine information (${lang})`, () => {
    test('browses /catalog by ATC group down to a subgroup’s products', async ({ page }) => {
      await page.goto(`/${lang}/catalog`);
      await page.getByRole('link', { name: text(m, 'medinfo.atc.browse') }).click();
      await expect(page).toHaveURL(`/${lang}/catalog/atc`);
      await expect(page.getByRole('heading', { level: 1, name: text(m, 'medinfo.atc.title') })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${text(m, 'medinfo.atc.title')} \\|`));

      const groups = page.getByRole('navigation', { name: text(m, 'medinfo.atc.groups') });
      await groups.getByRole('link', { name: /^N / }).click();
      await expect(page).toHaveURL(`/${lang}/catalog/atc/N`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^N \S/);
      await page.getByRole('main').getByRole('link', { name: /^N02 / }).click();

      await expect(page).toHaveURL(`/${lang}/catalog/atc/N02`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(/^N02 \S/);
      const name = ((await heading.textContent()) ?? '').replace(/^N02 /, '');
      await expect(page).toHaveTitle(new RegExp(`^${name} \\((ATC|АТХ) N02\\) \\|`));
      // The catalogue's own listing: cards with prices, filters and sorting.
      await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: /^Febricet/ })
          .first(),
      ).toBeVisible();
    });

    test('a medicine’s page shows its leaflet, holder, barcode and ATC code linking its group', async ({ page }) => {
      // 1001: the first product of the dataset, Febricet (paracetamol).
      await page.goto(`/${lang}/detail/1001`);
      const leaflet = page.getByRole('region', { name: text(m, 'medinfo.leaflet.title') });
      for (const id of ['indications', 'dosage', 'warnings', 'storage'])
        await expect(leaflet.getByRole('heading', { level: 3, name: text(m, `medinfo.leaflet.${id}`) })).toBeVisible();
      await expect(leaflet.getByText(/paracetamol|парацетамол/).first()).toBeVisible();
      await expect(leaflet.getByText('N02BE01')).toBeVisible();
      await expect(leaflet.getByText('Hemofarm a.d. Vršac')).toBeVisible();
      expect(await eanOn(page, text(m, 'medinfo.leaflet.title'))).toMatch(/^860\d{10}$/);

      const subgroup = leaflet.getByRole('link').last();
      const subgroupName = (await subgroup.textContent()) ?? '';
      await subgroup.click();
      await expect(page).toHaveURL(`/${lang}/catalog/atc/N02`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`N02 ${subgroupName}`);
    });

    test('an EAN-13 typed into the search opens its product; an unknown one finds nothing', async ({ page }) => {
      await page.goto(`/${lang}/detail/1013`);
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const ean = await eanOn(page, text(m, 'medinfo.leaflet.title'));

      await page.goto(`/${lang}`);
      const search = page.getByRole('banner').getByRole('combobox', { name: text(m, 'search.label') });
      await search.fill(ean);
      await search.press('Enter');
      await expect(page).toHaveURL(`/${lang}/detail/1013`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

      await search.fill('8600000000004');
      await search.press('Enter');
      await expect(page).toHaveURL(`/${lang}/search?q=8600000000004`);
      await expect(page.getByText(text(m, 'medinfo.search.eanNotFound', { ean: '8600000000004' }))).toBeVisible();
    });
  });
}

test('the search has no scan button where the browser cannot read barcodes', async ({ page }) => {
  await page.goto('/en');
  expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Go' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan barcode' })).toHaveCount(0);
});
