import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Prerendered pages are visible before the app has hydrated them, and a tap on a button that
 * React does not own yet does nothing. A shopper waits until the page responds; these tests
 * wait for the app's own signal (`<html data-app-ready>`, src/app/start.tsx) after every load.
 */
const waitForApp = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

/** Makes `goto` and `reload` of a page resolve once the app is ready. */
const waitingForApp = (page: Page): void => {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
};

/** The mock's demo client, with past orders and favourites (docs/mock-backend.md). */
export const DEMO = { phone: '641234567', password: 'demo1234', name: 'Milica Jovanović' };

/** The mock's second demo client, with nothing yet (docs/mock-backend.md). */
export const NIKOLA = { phone: '637654321', password: 'demo1234', name: 'Nikola Petrović' };

/** The page's main landmark, where a page shows its content and its errors. */
export const main = (page: Page): Locator => page.getByRole('main');

/** The page's own error (the route's failure state), with its Reload. */
export const routeError = (page: Page): Locator =>
  main(page).getByRole('alert').filter({ hasText: 'This page is not available' });

/** A phone layout: below the 768px breakpoint (src/shared/ui/media.css, `--tablet`). */
export const isMobile = (page: Page): boolean => (page.viewportSize()?.width ?? 0) < 768;

/** A text as a RegExp source that matches it literally (a product's name with its brackets). */
export const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Taps a control at the foot of a listing once it holds still in view, as a shopper taps what
 * they see at rest. Cards are laid out only when they come near (`content-visibility`, with an
 * estimated height: src/features/catalog/ui/listing/ProductGrid.module.css), so the frame after
 * a jump to the foot can still move the control by a row's difference, and a tap sent in that
 * frame lands beside it.
 */
export const tapWhenStill = async (control: Locator): Promise<void> => {
  await control.scrollIntoViewIfNeeded();
  await whenStill(() => control.boundingBox());
  await control.click();
};

/** What `read` finds once two reads in a row agree: the page at rest, as a person looks at it. */
export const whenStill = async <T>(read: () => Promise<T>): Promise<T> => {
  let previous = '';
  let value: T | undefined;
  await expect
    .poll(async () => {
      value = await read();
      const now = JSON.stringify(value);
      const still = now === previous;
      previous = now;
      return still;
    })
    .toBe(true);
  return value as T;
};

/** Opens the English cart as a shopper does: the bottom bar on a phone, the header's link on a desktop. */
export const openCart = async (page: Page): Promise<void> => {
  if (isMobile(page))
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: /^Cart/ }).click();
  else
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart:/ })
      .click();
  await expect(page).toHaveURL(/\/en\/cart$/, { timeout: 10_000 });
};

/**
 * Opens the city dialog from the header (the menu on a phone); `current` names the city the
 * button shows, else any. Returns the dialog once it is visible.
 */
export const openCityDialog = async (page: Page, current?: string) => {
  const name = current === undefined ? /^City: / : `City: ${current}. Change city`;
  if (isMobile(page)) {
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Choose your city' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  return dialog;
};

/**
 * axe over the page, every rule unless a test narrows it. Legacy mode runs `axe.run` in the page
 * itself: the default finishes each scan in a new blank page of the context, with axe injected
 * again there, which made the accessibility tests a fifth dearer in CPU, and only a cross-origin
 * frame, which the app never has, needs it (docs/decisions.md, "Browser tests: every journey on
 * both viewports, the rest on one").
 */
export const axeScan = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

/** axe's tags of the WCAG 2.2 A and AA rules. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** WCAG 2.2 A and AA violations axe finds in the page's main content. */
export const mainViolations = async (page: Page) =>
  (await axeScan(page).include('main').withTags(WCAG_AA).analyze()).violations;

export const LOCALES = ['sr', 'en', 'ru'] as const;

/**
 * The width the `index`-th language of a journey repeated in every language runs at: phone,
 * desktop, phone… So the journey runs at both widths and in every language, and no language runs
 * it twice (docs/decisions.md, "Browser tests: every journey on both viewports, the rest on one").
 */
export const widthInTurn = (index: number) => ({ tag: index % 2 === 0 ? '@phone-only' : '@one-viewport' });

/** A message with its placeholders as wildcards ("Reserve at {name}" → /^Reserve at .+$/). */
export const messagePattern = (message: string): RegExp =>
  new RegExp(
    `^${message
      .split(/\{[^{}]*\}/)
      .map(escape)
      .join('.+')}$`,
  );

/** The message catalogues (i18n/*.json), to find a page's text in each language. */
export const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(join(__dirname, '../../i18n', `${locale}.json`), 'utf8')) as Record<string, string>,
  ]),
) as Record<(typeof LOCALES)[number], Record<string, string>>;

/**
 * The URL pattern of a named chunk's script (`page-about`, `subscribe-form`, `i18n-sr`): a
 * production build names a lazy chunk's file by its id (docs/decisions.md, "Chunk file names"),
 * so the name is looked up in the build's chunk-manifest.json (the build the tests serve).
 */
export const chunkScript = (name: string): RegExp => {
  const manifestFile = join(__dirname, '../..', process.env.DIST_DIR || 'dist', 'chunk-manifest.json');
  const { chunks } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { chunks: Record<string, string[]> };
  const [file, ...more] = (chunks[name] ?? []).filter((each) => each.endsWith('.js'));
  if (!file || more.length > 0) throw new Error(`No single script of chunk ${name} in ${manifestFile}`);
  return new RegExp(`/${file.replace(/\./g, '\\.')}$`);
};

/** The `page_view` events the app has pushed to `window.dataLayer` (docs/decisions.md, "Analytics and consent"). */
export const pageViews = (page: Page): Promise<Array<Record<string, string>>> =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view') as Array<
        Record<string, string>
      >,
  );

type Account = { phone: string; password: string };
/** Cart lines as `aptkB` stores them: `[product id, quantity]`. */
type CartLines = ReadonlyArray<readonly [number, number]>;

/** Signs a client in through the header's English sign-in dialog, as a shopper would. */
export const signInAs = async (page: Page, account: Account = DEMO): Promise<void> => {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in / Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in / Register' });
  const form = dialog.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Phone number').pressSequentially(account.phone);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible({ timeout: 15_000 });
};

/**
 * The confirmation step a reservation ends on, in English: waits for its heading (as long as a
 * busy machine's checkout may take) and returns the reservation number it shows.
 */
export const confirmedReservationNumber = async (page: Page): Promise<string> => {
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/en\/step\/confirmation$/, { timeout: 10_000 });
  await expect(main.getByRole('heading', { name: 'Thank you! Your reservation has been accepted' })).toBeVisible({
    timeout: 10_000,
  });
  const number = (await main.getByText(/^APT-\d+$/).textContent()) ?? '';
  expect(number).toMatch(/^APT-\d+$/);
  return number;
};

/**
 * Puts lines into `aptkB` before the app starts, once per tab (later loads keep what the app
 * stored). A string is stored as it is: a test of what the app makes of a broken value.
 */
export const fillCart = (context: BrowserContext, lines: CartLines | string) =>
  context.addInitScript(
    (seed) => {
      if (sessionStorage.getItem('e2e-cart-seeded')) return;
      localStorage.setItem('aptkB', seed);
      sessionStorage.setItem('e2e-cart-seeded', '1');
    },
    typeof lines === 'string' ? lines : JSON.stringify(lines),
  );

interface Helpers {
  /** Signs the demo client (or `account`) in on the test's page; the page must show the header. */
  signIn: (account?: Account) => Promise<void>;
  /** A filled cart: every tab of the test's context starts with these lines. Call before `goto`. */
  seedCart: (lines: CartLines | string) => Promise<void>;
}

export const test = base.extend<Helpers>({
  // Every page of the context, the test's own `page` and those a test opens itself.
  // No test passes with a message missing: the page would show its id, a short one in a
  // production build, which src/app/AppProviders.tsx says in the console (docs/decisions.md,
  // "Message ids in production builds").
  // And no press lands on a control a person cannot see: a script's click scrolls a control
  // that its box clips (`overflow: hidden`) into view inside that box, which a thumb cannot do,
  // so any such scroll fails the test (docs/decisions.md, "Accessibility").
  context: async ({ context }, provide) => {
    context.on('page', waitingForApp);
    for (const page of context.pages()) waitingForApp(page);
    // The in-browser mock answers in 150-300 ms, for QA to see what loads; a test waits for each
    // answer, so here it answers in 20 ms unless a test asks otherwise (`aptkMock.slow`,
    // `?mock_delay`, kept in the tab's QA controls: docs/mock-backend.md, "QA controls").
    await context.addInitScript(() => {
      if (sessionStorage.getItem('aptk_mock_qa') === null)
        sessionStorage.setItem('aptk_mock_qa', JSON.stringify({ fail: {}, delay: 20, offline: false }));
    });
    await context.addInitScript(() => {
      document.addEventListener(
        'scroll',
        (event) => {
          const box = event.target;
          // A text field scrolls its own text; that is what fields do.
          if (!(box instanceof Element) || box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement)
            return;
          const { overflowX, overflowY } = getComputedStyle(box);
          if (![overflowX, overflowY].some((value) => value === 'hidden' || value === 'clip')) return;
          // A card below the fold holds an estimated height until it comes near
          // (`content-visibility: auto`), and a click scrolls inside it before it is laid out whole;
          // drawn-controls.spec checks such cards laid out.
          for (let node = box.parentElement; node; node = node.parentElement)
            if (getComputedStyle(node).contentVisibility === 'auto') return;
          if (box.scrollLeft === 0 && box.scrollTop === 0) return;
          // eslint-disable-next-line no-console -- the page's one way to tell the test, as AppProviders does
          console.error(`CLIPPED_BOX_SCROLLED ${box.outerHTML.slice(0, 160)}`);
        },
        { capture: true },
      );
    });
    const missing: string[] = [];
    const clippedScrolls: string[] = [];
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (message.text().includes('MISSING_TRANSLATION')) missing.push(message.text());
      if (message.text().startsWith('CLIPPED_BOX_SCROLLED')) clippedScrolls.push(message.text());
    });
    await provide(context);
    expect(missing, 'messages missing on a page').toEqual([]);
    expect(clippedScrolls, 'a press scrolled a box that clips its content').toEqual([]);
  },
  signIn: async ({ page }, provide) => {
    await provide((account) => signInAs(page, account));
  },
  seedCart: async ({ context }, provide) => {
    await provide(async (lines) => {
      await fillCart(context, lines);
    });
  },
});

/** The current price of each card that has one (the first RSD amount on the card), in order. */
export const cardPrices = async (page: Page): Promise<number[]> => {
  const texts = await page.getByRole('main').getByRole('article').allTextContents();
  // The first amount of each card as Intl writes RSD in the page's language: "RSD 1,234.50" (en),
  // "1.234,50 RSD" (sr), "1 234,50 RSD" (ru, a narrow space).
  const english = (await page.locator('html').getAttribute('lang')) === 'en';
  const amount = english ? /RSD\s?([\d,]+)\.(\d{2})/ : /(\d[\d.\s]*),(\d{2})\s?RSD/;
  return texts
    .map((text) => amount.exec(text))
    .filter((match) => match !== null)
    .map((match) => Number(`${(match[1] ?? '').replace(/\D/g, '')}.${match[2] ?? ''}`));
};

export const isAscending = (values: number[]) =>
  values.every((value, index) => index === 0 || (values[index - 1] ?? 0) <= value);
