import { getDataset } from '../../mocks/data/dataset';
import { drawnProblems } from './drawn';
import {
  expect as baseExpect,
  escape,
  LOCALES,
  messagePattern,
  messages,
  signInAs,
  test,
  type Locator,
  type Page,
} from './fixtures';

// Every control whole and every text inside its box, at the widths phones have and on a desktop,
// in each language, on every kind of page (docs/decisions.md, "Accessibility"). A script's click
// scrolls a clipped button into view inside its box; a thumb cannot, so these tests look at the
// page as it is drawn instead of pressing it.

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The phone project's widths: 320 (WCAG 1.4.10 reflow, a desktop at 400 % zoom), the common
 * Android 360, iPhones' 390, and the large phones up to 430. The desktop project checks 1280, a
 * 1280 px window at 200 % zoom (640 px) and text alone at 200 % (WCAG 1.4.4).
 */
const PHONE_WIDTHS = [320, 360, 390, 412, 430];

/** Resolves once the browser has laid out and painted the page at its new size. */
const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** Checks the page at every width of the project, then returns to the project's own width. */
const checkEveryWidth = async (page: Page, what: string, phone: boolean) => {
  const found: string[] = [];
  const look = async (label: string, wholeWords = true) => {
    await nextFrame(page);
    found.push(...(await drawnProblems(page, { wholeWords })).map((problem) => `${what} at ${label}: ${problem}`));
  };
  if (phone) {
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await look(`${width} px`);
    }
    await page.setViewportSize({ width: 375, height: 800 });
  } else {
    await look('1280 px');
    await page.setViewportSize({ width: 640, height: 400 });
    await look('200 % zoom');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    // Text alone at 200 % keeps the desktop's columns: nothing may be lost, but a long name
    // may break in a card's column (WCAG 1.4.4 asks for no loss of content, not whole words).
    await look('text at 200 %', false);
    await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  }
  // Soft: one run lists what is wrong on every page, not only on the first.
  expect.soft(found).toEqual([]);
};

for (const locale of LOCALES) {
  test(`${locale}: every page kind drawn whole at every width, signed out and signed in, with a filled cart`, async ({
    page,
    seedCart,
  }, testInfo) => {
    test.slow();
    const phone = testInfo.project.name === 'mobile';
    const t = messages[locale];
    const main = page.getByRole('main');
    const firstCard = main.getByRole('article').first();
    const heading = main.getByRole('heading', { level: 1 });
    const visit = async (path: string, ready: Locator) => {
      await page.goto(`/${locale}${path}`);
      await expect(ready).toBeVisible();
      await checkEveryWidth(page, path, phone);
    };
    // A two-digit quantity: the stepper's widest state.
    await seedCart([
      [1013, 2],
      [1001, 12],
    ]);

    // Signed out: the header's longest state ("Sign in / Register").
    await visit('/', heading);
    await visit('/catalog', firstCard);
    await visit('/catalog/atc', heading);
    await visit('/category/analgetici', firstCard);
    await visit('/search?q=panadol', firstCard);
    await visit('/detail/1013', heading);
    await visit('/pharmacies', firstCard);
    await visit('/articles', firstCard);
    await visit('/articles/prehlada-ili-grip', heading);
    for (const path of ['/about', '/how-to-order', '/legal', '/termsofservice', '/privacypolicy', '/offer', '/ask'])
      await visit(path, heading);

    await visit('/cart', main.getByRole('link', { name: t['cart.toPharmacies'] }));
    if (phone) {
      // To look at: the stepper's "−", quantity and "+" on the most common Android width.
      await page.setViewportSize({ width: 360, height: 800 });
      await main.getByRole('list').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/drawn-shots/cart-360-${locale}.png` });
      await page.setViewportSize({ width: 375, height: 800 });
    }

    // Signed in: each checkout step, the account's pages. Two packs of each, so that the first
    // pharmacy has the whole cart.
    await page.goto('/en');
    await signInAs(page);
    await page.goto(`/${locale}/cart`);
    const quantity = main
      .getByRole('group', { name: new RegExp(escape(getDataset().productById.get(1001)?.name[locale] ?? '1001')) })
      .getByRole('textbox');
    await quantity.fill('2');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('2');
    await main.getByRole('link', { name: t['cart.toPharmacies'] }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/step/pharmacy$`));
    await expect(firstCard).toBeVisible();
    await checkEveryWidth(page, '/step/pharmacy', phone);
    await firstCard.getByRole('button', { name: messagePattern(t['checkout.offer.chooseLabel'] ?? '') }).click();
    await expect(main.getByRole('textbox', { name: t['checkout.contacts.name'] })).not.toHaveValue('');
    await checkEveryWidth(page, '/step/contacts', phone);
    await main.getByRole('button', { name: t['checkout.contacts.submit'], exact: true }).click();
    await expect(main.getByRole('heading', { name: t['orders.accepted.title'] })).toBeVisible();
    await checkEveryWidth(page, '/step/confirmation', phone);

    await visit('/lk', heading);
    await visit('/lk/orders', firstCard);
    await firstCard.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/lk/orders/\\d+$`));
    await expect(heading).toBeVisible();
    await checkEveryWidth(page, '/lk/orders/:id', phone);
    for (const path of ['/lk/favourites', '/lk/therapy', '/lk/erecept', '/lk/questions']) await visit(path, heading);
  });
}
