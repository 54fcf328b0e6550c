import { cityLacks, getDataset } from '../../mocks/data/dataset';
import {
  expect as baseExpect,
  isMobile,
  test,
  type Locator,
  type Page,
  DEMO,
  escape,
  messages,
  LOCALES,
  widthInTurn,
  messagePattern,
} from './fixtures';

// The whole journey with the keyboard alone (docs/decisions.md, "Accessibility"): no clicks and
// no focus() calls; every control is reached with Tab / Shift+Tab and used with Enter, Space,
// arrows, Escape and typing, in each language with its own texts.

// Several engineers build and test on the same two cores: give lazy pages time.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * What the shopper searches for: a Panadol that every city has (the journey moves to another city
 * before reserving, and the mock's stock has gaps: docs/decisions.md, "Stock
 * with gaps"), and the only product of its name, so that the first result is that product.
 */
const ds = getDataset();
const searched = ds.products.find(
  (p) =>
    p.name.en.startsWith('Panadol') &&
    ds.products.filter((other) => other.name.en === p.name.en).length === 1 &&
    ds.cities.every((city) => !cityLacks(ds, city.id, p)),
);
// "Panadol 1000 mg" → "Panadol 1000": the name as a shopper types it, without the unit.
const QUERY = searched?.name.en.split(' ').slice(0, 2).join(' ') ?? 'no such product';

/** The text of a message before its first placeholder ("Cart: {count, plural, …}" → /^Cart: /). */
const prefix = (message: string) => new RegExp(`^${escape(message.split('{')[0] ?? '')}`);

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses, so a
 * control that the keyboard cannot reach, or reaches only after a detour, fails the test.
 */
const tabTo = async (
  page: Page,
  target: Locator,
  { max = 40, back = false }: { max?: number; back?: boolean } = {},
) => {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(
    `${String(target)} not focused after ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; focus is on ${focused}`,
  );
};

for (const [index, locale] of LOCALES.entries()) {
  test(
    `${locale}: search, cart, city, pharmacy, sign-in and order with the keyboard alone`,
    widthInTurn(index),
    async ({ page }) => {
      test.slow();
      const t = messages[locale];
      const main = page.getByRole('main');
      const banner = page.getByRole('banner');
      const bottomBar = page.getByRole('navigation', { name: t['nav.bottomLabel'] });
      await page.goto(`/${locale}`);

      // Search from the header: type, pick a suggestion with the arrows, Enter.
      const search = banner.getByRole('combobox', { name: t['search.label'] });
      await tabTo(page, search);
      await page.keyboard.type(QUERY);
      await expect(
        page.getByRole('listbox', { name: t['search.suggestionsLabel'] }).getByRole('option').first(),
      ).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=`));

      // Open the first product found.
      const productLink = main.getByRole('article').first().getByRole('link');
      await tabTo(page, productLink, { max: 60 });
      const name = (await productLink.textContent()) ?? '';
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/detail/\\d+$`));
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);

      // Add it to the cart: Space works on a button as well as Enter.
      // The product's own button comes before those of the analogues and related products.
      await tabTo(page, main.getByRole('button', { name: t['cart.add'] }).first(), { max: 60 });
      await page.keyboard.press('Space');
      // The button turns into a quantity stepper and focus stays on it (its + names the product).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
        .toContain(name);

      // Change the city: back up to the header (desktop) or open the menu panel (phone).
      const opener = messagePattern(t['city.openerLabel'] ?? '');
      if (isMobile(page)) {
        await tabTo(page, bottomBar.getByRole('button', { name: t['nav.menu'] }), { max: 80 });
        await page.keyboard.press('Enter');
        await tabTo(page, page.getByRole('dialog', { name: t['nav.menu'] }).getByRole('button', { name: opener }));
      } else {
        await tabTo(page, banner.getByRole('button', { name: opener }), { max: 60, back: true });
      }
      const cityBefore = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
      await page.keyboard.press('Enter');
      const cityDialog = page.getByRole('dialog', { name: t['city.dialogTitle'] });
      await expect(cityDialog).toBeVisible();
      // Novi Sad: the second city; focus stays inside the modal dialog while tabbing.
      const newCity = cityDialog.getByRole('listitem').nth(1).getByRole('button');
      await tabTo(page, newCity);
      const cityName = ((await newCity.textContent()) ?? '').trim();
      await page.keyboard.press('Enter');
      await expect(cityDialog).toHaveCount(0);
      if (isMobile(page)) {
        // The menu panel gave way to the city dialog; focus goes back to what opened the panel.
        await expect(bottomBar.getByRole('button', { name: t['nav.menu'] })).toBeFocused();
        await expect(page.getByRole('dialog', { name: t['nav.menu'] })).toHaveCount(0);
      } else {
        // Focus returns to what opened the dialog, which now names the new city.
        await expect(banner.getByRole('button', { name: opener })).toBeFocused();
        const cityLabel = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
        expect(cityLabel).not.toBe(cityBefore);
        expect(cityLabel).toContain(cityName);
      }

      // To the cart.
      const cartEntry = isMobile(page)
        ? bottomBar.getByRole('link', { name: prefix(t['nav.cart'] ?? '') })
        : banner.getByRole('link', { name: prefix(t['cart.buttonLabel'] ?? '') });
      // On phones focus sits on the bar's Menu button: Cart is two steps back.
      await tabTo(page, cartEntry, { max: isMobile(page) ? 4 : 80, back: isMobile(page) });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
      await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(main).toContainText(cityName);

      // Choose a pharmacy.
      await tabTo(page, main.getByRole('link', { name: t['cart.toPharmacies'] }), { max: 60 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/step/pharmacy$`));
      const reserve = main
        .getByRole('article')
        .first()
        .getByRole('button', { name: messagePattern(t['checkout.offer.chooseLabel'] ?? '') });
      await tabTo(page, reserve, { max: 60 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/step/contacts$`));

      // Sign in from the contacts step: the dialog takes focus, Enter submits.
      await tabTo(page, main.getByRole('button', { name: t['checkout.contacts.signIn'], exact: true }), { max: 60 });
      await page.keyboard.press('Enter');
      const auth = page.getByRole('dialog', { name: t['auth.signInRegister'] });
      const form = auth.getByRole('form', { name: t['auth.signIn'] });
      await tabTo(page, form.getByLabel(t['phone.label'] ?? ''));
      await page.keyboard.type(DEMO.phone);
      await tabTo(page, form.getByLabel(t['auth.password'] ?? '', { exact: true }));
      await page.keyboard.type(DEMO.password);
      await page.keyboard.press('Enter');
      await expect(auth).toHaveCount(0, { timeout: 15_000 });
      await expect(main.getByRole('textbox', { name: t['checkout.contacts.name'] })).not.toHaveValue('');

      // Contacts: a note, then place the order.
      await tabTo(page, main.getByRole('textbox', { name: t['checkout.contacts.comment'] }), { max: 60 });
      await page.keyboard.type('Keyboard only');
      await tabTo(page, main.getByRole('button', { name: t['checkout.contacts.submit'], exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/step/confirmation$`));
      await expect(main.getByRole('heading', { name: t['orders.accepted.title'] })).toBeVisible();
      const number = (await main.getByText(/^APT-\d+$/).textContent()) ?? '';

      // And it is there in My orders.
      await tabTo(page, main.getByRole('link', { name: t['orders.toMyOrders'] }), { max: 60 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/lk/orders$`));
      await expect(main.getByRole('article').first().getByRole('heading')).toHaveText(number);
    },
  );
}
