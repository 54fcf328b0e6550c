import { main, expect as baseExpect, test, type Page } from '../e2e/fixtures';

/**
 * A reservation whose answer is lost after the server made it (issue 11), on the production
 * build against the mock API as a real HTTP server (playwright.prod.config.ts): the route lets
 * the POST reach the server, then resets the connection, so the order exists and the browser
 * never hears of it. The retry must not make a second one (docs/decisions.md, "Checkout").
 */

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

// The account no other browser test uses, so its order count is this test's alone. The flow does
// not depend on the layout; one viewport keeps two runs from sharing that account at once.
const CLIENT = { phone: '637654321', password: 'demo1234' };

const isOrdersCall = (url: URL) => url.pathname === '/site/v1/orders';

const orderNumbers = async (page: Page): Promise<string[]> => {
  await page.goto('/en/lk/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Either the list or its empty state.
  await expect(
    main(page).getByRole('article').first().or(main(page).getByText('You have no orders yet')),
  ).toBeVisible();
  return main(page).getByRole('article').getByRole('heading').allTextContents();
};

test(
  'a reservation whose answer was lost is placed once: the retry gets the same order',
  // One viewport: the test account is shared by both runs.
  { tag: '@one-viewport' },
  async ({ page, context, seedCart, signIn }) => {
    await seedCart([[1001, 1]]);
    await page.goto('/en');
    await signIn(CLIENT);
    const before = await orderNumbers(page);

    await page.goto('/en/step/pharmacy');
    const first = main(page).getByRole('article').first();
    const pharmacy = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: `Reserve at ${pharmacy}` }).click();
    await expect(page).toHaveURL(/\/en\/step\/contacts$/);
    await expect(main(page).getByRole('textbox', { name: 'Full name' })).toHaveValue(/\S/);

    const keys: string[] = [];
    let lost = null as { number?: string } | null;
    await context.route(isOrdersCall, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push((JSON.parse(route.request().postData() ?? '{}') as { idempotency_key?: string }).idempotency_key ?? '');
      if (lost) return route.fallback();
      // The server creates the order; the answer never reaches the page.
      const response = await route.fetch();
      lost = (await response.json()) as { number?: string };
      return route.abort('connectionreset');
    });

    await main(page).getByRole('button', { name: 'Reserve' }).click();
    await expect(
      main(page).getByText('We could not confirm your reservation. Try again: it will not be placed twice.'),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Reserve' })).toBeEnabled();
    expect(lost?.number).toMatch(/^APT-\d+$/);

    // Even a reload in between keeps the attempt: the retry sends the same key.
    await page.reload();
    await expect(main(page).getByRole('button', { name: 'Reserve' })).toBeEnabled();
    await main(page).getByRole('button', { name: 'Reserve' }).click();
    await expect(page).toHaveURL(/\/en\/step\/confirmation$/);
    await expect(main(page).getByText(/^APT-\d+$/)).toHaveText(lost?.number ?? '');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    const after = await orderNumbers(page);
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((number) => number === lost?.number)).toHaveLength(1);
  },
);
