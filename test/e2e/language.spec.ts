import { expect, test } from './fixtures';

/** Serbian words that an English or Russian product page must not show (mocks/tests/languages.test.ts has the full check). */
const SERBIAN = /\b(za|sa|šampon|bebe|kapi|uši|pakovanje|kom)\b/i;

test.describe('product data in the visitor language', { tag: '@one-viewport' }, () => {
  // Bepanthen Baby baby shampoo: its descriptive name was Serbian on every page.
  const BABY_SHAMPOO = 1975;

  test('an English product page names and describes the product in English', async ({ page }) => {
    await page.goto(`/en/detail/${BABY_SHAMPOO}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bepanthen Baby baby shampoo');
    const main = page.getByRole('main');
    await expect(main).toContainText('Pack: 200 ml.');
    expect(await main.innerText()).not.toMatch(SERBIAN);
  });

  test('a Russian product page keeps the brand and says the rest in Russian', async ({ page }) => {
    await page.goto(`/ru/detail/${BABY_SHAMPOO}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bepanthen Baby детский шампунь');
    expect(await page.getByRole('main').innerText()).not.toMatch(SERBIAN);
  });

  test('a pack in pieces ends its sentence with one full stop', async ({ page }) => {
    await page.goto('/en/detail/1013');
    await expect(page.getByRole('main')).toContainText(/pack: \d+ pcs\. /);
    expect(await page.getByRole('main').innerText()).not.toContain('..');
  });

  for (const [lang, rights] of [
    ['sr', 'Sva prava zadržana.'],
    ['en', 'All rights reserved.'],
    ['ru', 'Все права защищены.'],
  ] as const) {
    test(`the footer's copyright line reads right in ${lang}`, async ({ page }) => {
      await page.goto(`/${lang}/`);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`d.o.o. · ${rights}`);
      expect(await footer.innerText()).not.toContain('..');
    });
  }
});
