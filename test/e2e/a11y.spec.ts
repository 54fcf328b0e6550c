import { DEMO_LBO, PRESCRIPTION_IDS } from '@mocks/data/prescriptions';
import {
  expect as baseExpect,
  fillCart,
  mainViolations,
  test,
  type Locator,
  type Page,
  openCityDialog,
} from './fixtures';

// WCAG 2.2 AA checks that axe cannot make (docs/decisions.md, "Accessibility"): where focus is,
// reflow, reduced motion and what live regions say.

const expect = baseExpect.configure({ timeout: 10_000 });

interface FocusCheck {
  what: string;
  covered: string | null;
  indicator: boolean;
}

/** The focused element: is its centre its own (not under the bar), and does it show a ring? */
const checkFocused = (page: Page): Promise<FocusCheck | null> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    // A visually hidden input (a styled radio or checkbox) shows its focus on its label.
    const shown =
      element.classList.contains('visually-hidden') || box.width <= 1
        ? (element.closest('label') ?? element.parentElement ?? element)
        : element;
    const covered =
      hit && (shown.contains(hit) || hit.contains(shown)) ? null : (hit?.outerHTML.slice(0, 120) ?? 'off screen');
    // The app's ring is a solid 3 px outline, on the control or on the box that frames it
    // (a card, the search form); a faint shadow does not count.
    const ring = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    };
    const framing = [
      element,
      shown,
      element.parentElement,
      element.parentElement?.parentElement ?? null,
      element.closest('article, form'),
    ];
    const indicator = framing.some(ring);
    return { what: element.outerHTML.slice(0, 120), covered, indicator };
  });

test.describe('focus', () => {
  // The shared Button stays focusable while its action is under way (docs/decisions.md,
  // "Accessibility"); a slow server makes the busy state last long enough to be seen.
  const submitKeepsFocus = async (page: Page, button: Locator) => {
    await page.evaluate(() => window.aptkMock?.slow(1500));
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeFocused();
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(button).toBeFocused();
    await page.evaluate(() => window.aptkMock?.slow(null));
  };

  test('focus stays on the pressed button through a submit: an eRecept lookup and a password change', async ({
    page,
    signIn,
  }) => {
    await page.goto('/en/');
    await signIn();
    await page.goto('/en/lk/erecept');
    const form = page.getByRole('main').getByRole('form', { name: 'Find my eRecept' });
    await form.getByRole('textbox', { name: 'eRecept number' }).fill(PRESCRIPTION_IDS.ready);
    await form.getByRole('textbox', { name: 'LBO (health-insurance number)' }).fill(DEMO_LBO);
    await submitKeepsFocus(page, form.getByRole('button', { name: 'Find pharmacies' }));
    await expect(page.getByRole('main').getByRole('region', { name: /^Prescribed on eRecept / })).toBeVisible();

    await page.goto('/en/lk');
    const password = page.getByRole('main').getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await password.getByLabel('New password', { exact: true }).fill('a-new-password-1');
    await submitKeepsFocus(page, password.getByRole('button', { name: 'Change password' }));
    await expect(password.getByLabel('Current password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('every focused control on the catalogue is visible, outlined and clear of the fixed bars', async ({ page }) => {
    await page.goto('/en/catalog');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const problems: string[] = [];
    const seen = new Set<string>();
    for (let presses = 0; presses < 120; presses += 1) {
      await page.keyboard.press('Tab');
      const check = await checkFocused(page);
      if (!check) continue;
      if (seen.has(check.what) && presses > 20) break;
      seen.add(check.what);
      if (check.covered) problems.push(`${check.what} is covered by ${check.covered}`);
      if (!check.indicator) problems.push(`${check.what} shows no focus indicator`);
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});

/** Lines in the cart before the app starts, once per tab. */
const seedCart = (page: Page) =>
  fillCart(page.context(), [
    [1001, 2],
    [1013, 1],
  ]);

test.describe('reduced motion', () => {
  /** Elements that still move: a running animation or a transition longer than a blink. */
  const moving = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => {
          const style = getComputedStyle(element);
          const longest = (list: string) =>
            Math.max(...list.split(',').map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000)));
          const animated = style.animationName !== 'none' && longest(style.animationDuration) > 1;
          // The spinner keeps a slow turn on purpose: a still one would look like a hang.
          const spinner =
            style.animationName !== 'none' &&
            style.animationIterationCount === 'infinite' &&
            longest(style.animationDuration) >= 2000;
          return (animated && !spinner) || longest(style.transitionDuration) > 1;
        })
        .map((element) => element.outerHTML.slice(0, 100)),
    );

  test('toast, dialog, skeleton and cards do not move when the visitor asks for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    // A search whose product call hangs once the app is ready: the results stay a skeleton.
    // (A first load with the call hanging would wait out the request's time limit instead.)
    await page.goto('/en');
    await page.evaluate(() => window.aptkMock?.hang('/products'));
    await search.fill('panadol');
    await search.press('Enter');
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    expect(await moving(page)).toEqual([]);

    // A toast: a search that is too short.
    await page.evaluate(() => window.aptkMock?.hang('/products', false));
    await page.goto('/en');
    await search.fill('a');
    await search.press('Enter');
    await expect(page.getByText('Enter a search term of 3 or more characters')).toBeVisible();
    expect(await moving(page)).toEqual([]);
  });

  test('the catalogue and the city dialog do not move either', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/catalog');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(await moving(page)).toEqual([]);
    await page.goto('/en/cart');
    await openCityDialog(page);
    expect(await moving(page)).toEqual([]);
  });
});

test.describe('contrast in passing states', () => {
  test("the cart's old total keeps its contrast while the new one is priced", async ({ page }) => {
    await seedCart(page);
    await page.goto('/en/cart');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toHaveAttribute('aria-busy', 'false');
    await page.evaluate(() => window.aptkMock?.hang('/cart/items'));
    await page
      .getByRole('main')
      .getByRole('button', { name: /^One more: / })
      .first()
      .click();
    await expect(summary).toHaveAttribute('aria-busy', 'true');
    expect(await mainViolations(page)).toEqual([]);
  });

  test('the old results keep their contrast while the next ones load', async ({ page }) => {
    await page.goto('/en/catalog');
    await baseExpect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.evaluate(() => window.aptkMock?.hang('/products'));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await baseExpect(page.locator('main ul[aria-busy="true"]')).toBeVisible();
    expect(await mainViolations(page)).toEqual([]);
  });
});

test.describe('announcements', () => {
  test('a typed quantity is announced once, politely, when its new total arrives', async ({ page }) => {
    await seedCart(page);
    // Records what each live region says, once the DOM has settled after each change.
    await page.addInitScript(() => {
      const said: Array<{ politeness: string; text: string }> = [];
      const last = new WeakMap<Element, string>();
      (window as unknown as { said: typeof said }).said = said;
      const regionOf = (node: Node | null): Element | null =>
        (node instanceof Element ? node : (node?.parentElement ?? null))?.closest(
          '[aria-live], [role=status], [role=alert], [role=log]',
        ) ?? null;
      new MutationObserver((mutations) => {
        const regions = new Set(
          mutations.map((mutation) => regionOf(mutation.target)).filter((region) => region !== null),
        );
        for (const region of regions) {
          const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (last.get(region) === text) continue;
          last.set(region, text);
          const politeness =
            region.getAttribute('aria-live') ?? (region.getAttribute('role') === 'alert' ? 'assertive' : 'polite');
          if (text && politeness !== 'off') said.push({ politeness, text });
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/en/cart');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText(/Total\s*RSD\s[\d,]+\.\d{2}/);
    await expect(summary).toHaveAttribute('aria-busy', 'false');
    const totalBefore =
      (await summary
        .getByText(/^RSD\s/)
        .first()
        .textContent()) ?? '';
    const said = () =>
      page.evaluate(() => (window as unknown as { said: Array<{ politeness: string; text: string }> }).said);
    await page.evaluate(() => {
      (window as unknown as { said: unknown[] }).said.length = 0;
    });

    const field = page.getByRole('main').getByRole('textbox', { name: 'Quantity, pc.: Febricet 500 mg' });
    await field.selectText();
    await page.keyboard.type('12');
    // Nothing is said while the visitor types.
    expect(await said()).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(summary).not.toContainText(totalBefore);
    await expect(summary).toHaveAttribute('aria-busy', 'false');
    const totalAfter = (
      (await summary
        .getByText(/^RSD\s/)
        .first()
        .textContent()) ?? ''
    ).replace(/\s+/g, ' ');
    const announced = (await said()).filter((entry) => entry.text.includes(totalAfter));
    expect(announced).toEqual([{ politeness: 'polite', text: expect.stringContaining(totalAfter) }]);
    // And nothing else is said about the change (no count, no busy total, no second region).
    expect(await said()).toEqual(announced);
  });
});

test.describe('headings', () => {
  for (const path of ['/en/catalog', '/en/search?q=brufen', '/en/category/analgetici']) {
    test(`headings on ${path} go down one level at a time`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      // What assistive technology lists: headings that are rendered (visually hidden ones count).
      const levels = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
          .filter((heading) => heading.checkVisibility())
          .map((heading) => Number(heading.tagName[1])),
      );
      const skips = levels.flatMap((level, i) =>
        i > 0 && level > (levels[i - 1] ?? 0) + 1 ? [`h${levels[i - 1]} → h${level}`] : [],
      );
      expect(skips).toEqual([]);
    });
  }
});
