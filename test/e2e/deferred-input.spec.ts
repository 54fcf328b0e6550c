import { getDataset, pharmaciesWith } from '../../mocks/data/dataset';
import {
  cardPrices,
  chunkScript,
  expect,
  fillCart,
  isAscending,
  isMobile,
  LOCALES,
  messages,
  test,
  widthInTurn,
  type BrowserContext,
  type Page,
} from './fixtures';

/**
 * No press lost to code that is still loading (docs/decisions.md, "No input lost to code that
 * is still loading"): each control whose code is a chunk of its own is used on a cold load with
 * that chunk held back by the test, as a slow phone would hold it, and then let through.
 */

/** Holds every request for a chunk until `release()`; `asked` tells whether one was made. */
const holdChunk = async (context: BrowserContext, name: string) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await context.route(chunkScript(name), async (route) => {
    asked = true;
    await gate;
    await route.continue();
  });
  return { release, asked: () => asked };
};

/**
 * Opens `path` with the app's code held back, as a slow phone's first seconds show the page: its
 * HTML alone. The load ends only after `release()`, so it is not awaited.
 */
const openWithAppHeld = async (page: Page, context: BrowserContext, path: string) => {
  const chunk = await holdChunk(context, 'app');
  void page.goto(path).catch(() => undefined);
  return chunk;
};

const requestsTo = (page: Page, path: string): string[] => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) sent.push(request.postData() ?? '');
  });
  return sent;
};

/** The footer's subscribe form on a cold load of /en/about, its chunk held back and its requests counted. */
const openSubscribe = async (page: Page, context: BrowserContext) => {
  const chunk = await holdChunk(context, 'subscribe-form');
  const sent = requestsTo(page, '/site/v1/subscribe');
  await page.goto('/en/about');
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'News and discounts' });
  const email = form.getByRole('textbox', { name: 'Your e-mail' });
  /** The bodies sent, read as JSON. */
  const bodies = () => sent.map((body) => JSON.parse(body) as unknown);
  return { chunk, sent, form, email, bodies };
};

test('Subscribe pressed right after typing, before the form code is in, subscribes exactly once', async ({
  page,
  context,
}) => {
  const { chunk, sent, form, email, bodies } = await openSubscribe(page, context);
  const button = form.getByRole('button', { name: 'Subscribe' });
  await email.fill('ana@example.com');
  await button.click();

  // Busy, still focusable, and nothing sent while the code is held back.
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  // aria-disabled while busy, but not `disabled`: it keeps the focus.
  await expect(button).not.toHaveAttribute('disabled');
  await expect(button).toBeFocused();
  await expect.poll(chunk.asked).toBe(true);
  expect(sent).toEqual([]);

  chunk.release();
  await expect(form.getByText('You are subscribed to our newsletter')).toBeVisible();
  await expect(email).toHaveValue('');
  expect(bodies()).toEqual([{ email: 'ana@example.com', is_deleted: true }]);
  await expect(form).not.toHaveAttribute('aria-busy');
});

test('an address typed and Subscribe pressed while the form code arrives are kept and sent once', async ({
  page,
  context,
}) => {
  const { chunk, form, email, bodies } = await openSubscribe(page, context);
  await email.click();
  await email.pressSequentially('ana@');
  await expect.poll(chunk.asked).toBe(true);

  // The code comes while the visitor types on and presses Enter: nothing waits for it.
  chunk.release();
  await page.keyboard.type('example.com');
  await page.keyboard.press('Enter');
  await expect(form.getByText('You are subscribed to our newsletter')).toBeVisible();
  expect(bodies()).toEqual([{ email: 'ana@example.com', is_deleted: true }]);
  await expect(email).toHaveValue('');
});

test('the stock alert button pressed before its form code is in opens the form when it comes', async ({
  page,
  context,
}) => {
  const ds = getDataset();
  const product = ds.products.find((p) => !p.allowSafety && pharmaciesWith(ds, 1, p).length === 0);
  if (!product) throw new Error('the mock dataset has no product missing in Belgrade');
  const chunk = await holdChunk(context, 'stock-alert-form');
  await page.goto(`/en/detail/${product.id}`);
  const region = page.getByRole('region', { name: /^Notify me when it is available in / });
  const opener = region.getByRole('button', { name: 'Set up a notification' });
  await opener.click();
  await expect(opener).toHaveAttribute('aria-busy', 'true');
  await expect(opener).toBeFocused();
  await expect.poll(chunk.asked).toBe(true);

  chunk.release();
  await expect(region.getByRole('textbox', { name: 'Your e-mail' })).toBeFocused();
  await expect(opener).toHaveCount(0);
});

/**
 * Before the app has started (issue 51, part 0): each language's own prerendered page, one
 * language at a width in turn, so every press runs at both widths and in every language.
 */
LOCALES.forEach((lang, index) => {
  const catalogue = messages[lang];
  const text = (id: string): string => catalogue[id] ?? id;
  // The results' heading names the query ("for “{query}”"); the stepper's "+" is "One more: <name>".
  const searchedFor = (query: string) => text('catalog.search.for').replace('{query}', query);
  const oneMore = /other \{([^{}]+)\}/.exec(text('cart.quantity.increase'))?.[1] ?? '';

  test(
    `Add to cart tapped on the prerendered page before the app has started is carried out once, when it has (${lang})`,
    widthInTurn(index),
    async ({ page, context }) => {
      // The app's code held back: the page is its HTML alone, as on a slow phone's first seconds.
      const chunk = await holdChunk(context, 'app');
      const loaded = page.goto(`/${lang}/detail/1013`);
      const main = page.getByRole('main');
      const add = main.getByRole('button', { name: text('cart.add') }).first();
      await add.click();
      await add.click();
      await expect(add).toHaveAttribute('aria-busy', 'true');
      await expect.poll(chunk.asked).toBe(true);

      chunk.release();
      await loaded;
      await expect(main.getByRole('button', { name: new RegExp(`^${oneMore}`) }).first()).toBeVisible();
      // Pressed twice before the app was there, it is one intent: one piece in the cart.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('aptkB'))).toBe('[[1013,1]]');
    },
  );

  for (const [typed, sent, shown] of [
    ['  ibuprofen ', '++ibuprofen+', 'ibuprofen'],
    ['ib', 'ib', null],
  ] as const)
    test(
      `a search for "${typed}" typed and sent on the prerendered page before the app has started is carried out (${lang})`,
      widthInTurn(index),
      async ({ page, context }) => {
        // The app's code held back: the browser submits the header's form itself.
        const chunk = await openWithAppHeld(page, context, `/${lang}/`);
        const box = page.getByRole('banner').getByRole('combobox', { name: text('search.label') });
        await box.fill(typed);
        await box.press('Enter');
        await expect(page).toHaveURL(`/${lang}/search?q=${sent}`);
        chunk.release();
        const main = page.getByRole('main');
        if (shown) {
          await expect(main.getByRole('heading', { level: 1 })).toContainText(searchedFor(shown));
          await expect(main.getByRole('article').first()).toBeVisible();
        } else {
          // Fewer than 3 characters: the results page says what a search needs, as the app's toast does.
          await expect(main.getByText(text('search.tooShort'))).toBeVisible();
        }
      },
    );

  test(
    `a sort chosen on the prerendered catalogue before the app has started is carried out when it has (${lang})`,
    widthInTurn(index),
    async ({ page, context }) => {
      const chunk = await openWithAppHeld(page, context, `/${lang}/catalog`);
      const sort = page.getByRole('main').getByRole('combobox', { name: text('catalog.sort.label') });
      await sort.selectOption({ label: text('catalog.sort.price_desc') });
      await expect.poll(chunk.asked).toBe(true);
      chunk.release();
      await expect(page).toHaveURL(new RegExp(`/${lang}/catalog\\?sort=price_desc$`));
      await expect(sort).toHaveValue('price_desc');
      // The cards follow the choice: the most expensive first.
      await expect.poll(async () => isAscending((await cardPrices(page)).reverse())).toBe(true);
      expect((await cardPrices(page)).length).toBeGreaterThan(10);
    },
  );

  test(
    `a filter picked on the prerendered catalogue before the app has started is carried out when it has (${lang})`,
    widthInTurn(index),
    async ({ page, context }) => {
      const chunk = await openWithAppHeld(page, context, `/${lang}/catalog`);
      const main = page.getByRole('main');
      // On phones the panel opens from its button: one the head script keeps pressed.
      if (isMobile(page))
        await main.getByRole('button', { name: new RegExp(`^${text('catalog.filters.title')}`) }).click();
      await expect.poll(chunk.asked).toBe(true);
      if (isMobile(page)) chunk.release();
      const withoutPrescription = main.getByRole('radio', { name: new RegExp(`^${text('catalog.filters.rxNone')}$`) });
      await main
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: new RegExp(`^${text('catalog.filters.rxNone')}$`) }) })
        .click();
      chunk.release();
      await expect(page).toHaveURL(new RegExp(`/${lang}/catalog\\?rx=0$`));
      await expect(withoutPrescription).toBeChecked();
    },
  );

  test(
    `an address typed and Subscribe pressed before the app has started are sent once, never in a URL (${lang})`,
    widthInTurn(index),
    async ({ page, context }) => {
      const sent = requestsTo(page, '/site/v1/subscribe');
      const chunk = await openWithAppHeld(page, context, `/${lang}/about`);
      const form = page.getByRole('contentinfo').getByRole('form', { name: text('subscribe.title') });
      await form.getByRole('textbox', { name: text('subscribe.emailLabel') }).fill('ana@example.com');
      await form.getByRole('button', { name: text('subscribe.submit') }).click();
      await expect(form).toHaveAttribute('aria-busy', 'true');
      await expect(page).toHaveURL(`/${lang}/about`);
      chunk.release();
      await expect(form.getByText(text('subscribe.success'))).toBeVisible();
      expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([{ email: 'ana@example.com', is_deleted: true }]);
      await expect(page).toHaveURL(`/${lang}/about`);
    },
  );
});

test('the header sign-in pressed before its dialog code is in says it is loading, then opens', async ({
  page,
  context,
}) => {
  const chunk = await holdChunk(context, 'auth-dialog');
  await page.goto('/en/about');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in / Register' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(chunk.asked).toBe(true);

  chunk.release();
  const dialog = page.getByRole('dialog', { name: 'Sign in / Register' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Phone number')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
});

test('digits typed before the phone mask is in stay, and typing goes on in the masked field', async ({
  page,
  context,
}) => {
  const chunk = await holdChunk(context, 'phone-field');
  await fillCart(context, [[1001, 1]]);
  await page.goto('/en/step/pharmacy');
  const first = page.getByRole('main').getByRole('article').first();
  const pharmacy = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Reserve at ${pharmacy}` }).click();
  const phone = page.getByRole('main').getByLabel('Phone number');
  await phone.pressSequentially('641');
  await expect.poll(chunk.asked).toBe(true);
  await expect(phone).toHaveValue('641');

  chunk.release();
  await expect(phone).toHaveValue('+381 (64) 1');
  await expect(phone).toBeFocused();
  await page.keyboard.type('234567');
  await expect(phone).toHaveValue('+381 (64) 123 4567');
});
