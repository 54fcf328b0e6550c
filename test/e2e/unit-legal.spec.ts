import { expect, test, widthInTurn, type Locator, type Page } from './fixtures';

/**
 * Issue 15, parts 1 and 5 (docs/behaviour.md §15): unit prices beside every pack price, the
 * trader's legal details from every page, prescription medicines never promoted, and each
 * pharmacy's licence and responsible pharmacist, in the three languages.
 */

const LANGS = ['sr', 'en', 'ru'] as const;
type Lang = (typeof LANGS)[number];

/** Panadol 500 mg, 20 tablets; Panadol syrup 100 ml; Nurofen 600 mg, 30 tablets, Rx (mocks/data). */
const TABLETS = 1013;
const SYRUP = 1016;
const RX = 1041;

const UNIT: Record<Lang, { tablet: RegExp; ml: RegExp; any: RegExp; inPack: string }> = {
  sr: {
    tablet: /^[\d.]+,\d{2}\sRSD po tableti$/,
    ml: /^[\d.]+,\d{2}\sRSD za 100 ml$/,
    any: /RSD (po|za) \S+/,
    inPack: 'U pakovanju: 20 tableta',
  },
  en: {
    tablet: /^RSD\s?[\d,]+\.\d{2} per tablet$/,
    ml: /^RSD\s?[\d,]+\.\d{2} per 100 ml$/,
    any: /RSD\s?[\d,.]+ per \S+/,
    inPack: 'In the pack: 20 tablets',
  },
  ru: {
    tablet: /^[\d\s]+,\d{2}\sRSD за таблетку$/,
    ml: /^[\d\s]+,\d{2}\sRSD за 100 мл$/,
    any: /RSD за \S+/,
    inPack: 'В упаковке: 20 таблеток',
  },
};

const LEGAL: Record<Lang, { link: string; title: string; pharmacies: string; licence: string; pharmacist: string }> = {
  sr: {
    link: 'Pravne informacije',
    title: 'Pravne informacije',
    pharmacies: 'Apoteke',
    licence: 'Rešenje Ministarstva zdravlja',
    pharmacist: 'Odgovorni farmaceut',
  },
  en: {
    link: 'Legal information',
    title: 'Legal information',
    pharmacies: 'Pharmacies',
    licence: 'Ministry of Health licence',
    pharmacist: 'Responsible pharmacist',
  },
  ru: {
    link: 'Правовая информация',
    title: 'Правовая информация',
    pharmacies: 'Аптеки',
    licence: 'Лицензия Министерства здравоохранения',
    pharmacist: 'Ответственный фармацевт',
  },
};

const unitPrices = (scope: Locator) => scope.locator('[data-unit-price]');

/** "RSD 1,234.56" (en) → 1234.56 */
const amount = (text: string): number => Number(/[\d,]+\.\d{2}/.exec(text)?.[0].replace(/,/g, '') ?? NaN);

test.describe('unit prices', () => {
  for (const [index, lang] of LANGS.entries()) {
    test(`on the card, the product page and the cart (${lang})`, widthInTurn(index), async ({ page, seedCart }) => {
      await page.goto(`/${lang}/catalog`);
      const firstCard = page.getByRole('main').getByRole('article').first();
      await expect(unitPrices(firstCard)).toHaveText(UNIT[lang].any);

      await page.goto(`/${lang}/detail/${TABLETS}`);
      const main = page.getByRole('main');
      const priceArea = main.locator('[data-city-value]').first();
      await expect(unitPrices(priceArea)).toHaveText(UNIT[lang].tablet);
      await expect(main.locator('[data-pack-count]')).toHaveText(UNIT[lang].inPack);
      if (lang === 'en') {
        // The unit price is the pack's divided by its 20 tablets.
        const pack = amount((await priceArea.textContent()) ?? '');
        const unit = amount((await unitPrices(priceArea).textContent()) ?? '');
        expect(Math.abs(unit - pack / 20)).toBeLessThanOrEqual(0.005);
      }

      await seedCart([
        [TABLETS, 2],
        [SYRUP, 1],
      ]);
      await page.goto(`/${lang}/cart`);
      const line = (id: number) =>
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading').locator(`a[href$="/detail/${id}"]`) });
      await expect(unitPrices(line(TABLETS))).toHaveText(UNIT[lang].tablet, { timeout: 10_000 });
      await expect(unitPrices(line(SYRUP))).toHaveText(UNIT[lang].ml);
    });
  }

  test('on the order lines of /lk/orders and the order page (sr, en, ru)', async ({ page, signIn }) => {
    await page.goto('/en/');
    await signIn();
    for (const lang of LANGS) {
      await page.goto(`/${lang}/lk/orders`);
      const order = page.getByRole('main').getByRole('article').first();
      await expect(unitPrices(page.getByRole('main')).first()).toHaveText(UNIT[lang].any, { timeout: 10_000 });
      await order.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/lk/orders/\\d+$`));
      await expect(unitPrices(page.getByRole('main')).first()).toHaveText(UNIT[lang].any, { timeout: 10_000 });
    }
  });
});

const expectLegalPage = async (page: Page, lang: Lang): Promise<void> => {
  await expect(page).toHaveURL(new RegExp(`/${lang}/legal$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: LEGAL[lang].title })).toBeVisible();
  await expect(main).toContainText('Apoteka Vita d.o.o.');
  await expect(main).toContainText('Bulevar Mihajla Pupina 10a, 11070 Beograd (Novi Beograd), Srbija');
  await expect(main.locator('[data-legal="registry"]')).toHaveText(/^\d{8}$/);
  await expect(main.locator('[data-legal="tax"]')).toHaveText(/^\d{9}$/);
  await expect(main.getByRole('link', { name: 'info@apotekavita.rs' })).toHaveAttribute(
    'href',
    'mailto:info@apotekavita.rs',
  );
  await expect(main.getByRole('link', { name: /Ministarstvo zdravlja Republike Srbije/ })).toHaveAttribute(
    'href',
    'https://www.zdravlje.gov.rs',
  );
  await expect(main.getByRole('link', { name: /Farmaceutska komora Srbije/ })).toHaveAttribute(
    'href',
    'https://www.farmkomora.rs',
  );
};

test.describe('legal details', () => {
  for (const [index, lang] of LANGS.entries()) {
    test(
      `are reached from the footer of every kind of page (${lang})`,
      widthInTurn(index),
      async ({ page, signIn, seedCart }) => {
        await seedCart([[TABLETS, 1]]);
        await page.goto('/en/');
        await signIn();
        for (const path of ['/', '/catalog', `/detail/${TABLETS}`, '/cart', '/lk', '/pharmacies']) {
          await page.goto(`/${lang}${path}`);
          const footer = page.getByRole('contentinfo');
          await expect(footer).toContainText(/MB \d{8} · PIB \d{9}|\(MB\) \d{8} · .*\(PIB\) \d{9}/);
          await footer.getByRole('link', { name: LEGAL[lang].link }).click();
          await expectLegalPage(page, lang);
        }
        // The page also arrives as HTML, before any script.
        const html = await (await page.request.get(`/${lang}/legal`)).text();
        expect(html).toContain('Farmaceutska komora Srbije');
        expect(html).toContain('109483259');
      },
    );
  }
});

const jsonLdProduct = async (page: Page): Promise<Record<string, unknown> | undefined> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item['@type'] === 'Product');

const DISCOUNT = /−\d+\s?%/;

test.describe('prescription medicines are never promoted', { tag: '@one-viewport' }, () => {
  for (const lang of LANGS) {
    test(`no discount, no offer in JSON-LD, nothing in the promotions and the popular strip (${lang})`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/detail/${RX}`);
      const product = await jsonLdProduct(page);
      expect(product?.name).toMatch(/^Nurofen 600 (mg|мг)$/);
      expect(product).not.toHaveProperty('offers');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^Nurofen 600/);
      // Its price stands alone: no struck-through one beside it.
      const priceArea = page.getByRole('main').locator('[data-city-value]').first();
      await expect(priceArea).toContainText('RSD');
      await expect(priceArea.locator('s')).toHaveCount(0);

      // An OTC product keeps its offer.
      await page.goto(`/${lang}/detail/${TABLETS}`);
      expect((await jsonLdProduct(page))?.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'RSD' });

      await page.goto(`/${lang}/`);
      const popular = page.locator('section[aria-labelledby="home-popular"]');
      await expect(popular.getByRole('article')).toHaveCount(10);
      await expect(popular.locator('[title]').filter({ hasText: 'Rx' })).toHaveCount(0);
      // The promotions block names promotions, never a product.
      await expect(
        page.locator('section[aria-labelledby="home-promos"]').locator('[title]').filter({ hasText: 'Rx' }),
      ).toHaveCount(0);

      // Rx products in the catalogue: none with a discount badge or a struck price.
      await page.goto(`/${lang}/catalog?rx=1`);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(cards.filter({ hasText: DISCOUNT })).toHaveCount(0);
      await expect(cards.locator('s')).toHaveCount(0);
    });
  }

  test('a promotion lists no prescription medicine', async ({ page }) => {
    await page.goto('/en/offer');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Ready for cold season/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/catalog\?promo=\d+/);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: DISCOUNT }).first()).toBeVisible();
    await expect(cards.getByTitle('Prescription medicine')).toHaveCount(0);
  });
});

test.describe('pharmacy licence and responsible pharmacist', { tag: '@one-viewport' }, () => {
  for (const lang of LANGS) {
    test(`on the pharmacies page and the pharmacy step (${lang})`, async ({ page, seedCart }) => {
      await page.goto(`/${lang}/pharmacies`);
      const card = page.getByRole('main').getByRole('article').first();
      const licence = card.locator('[data-pharmacy-licence]');
      await expect(licence).toContainText(LEGAL[lang].licence);
      await expect(licence).toContainText(/530-01-\d{4}\/20\d\d-03/);
      await expect(licence).toContainText(LEGAL[lang].pharmacist);
      await expect(licence).toContainText(/mr ph\. \S+ \S+/);

      await seedCart([[TABLETS, 1]]);
      await page.goto(`/${lang}/step/pharmacy`);
      const offer = page.getByRole('main').getByRole('article').first();
      await expect(offer.locator('[data-pharmacy-licence]')).toContainText(/530-01-\d{4}\/20\d\d-03/, {
        timeout: 10_000,
      });
      await expect(offer.locator('[data-pharmacy-licence]')).toContainText(LEGAL[lang].pharmacist);
      // Each pharmacy's own unit price beside its line.
      await expect(unitPrices(offer).first()).toHaveText(UNIT[lang].tablet);
    });
  }
});
