import { chunkScript, DEMO, expect as baseExpect, test, type BrowserContext, type Page, NIKOLA } from './fixtures';

/**
 * Failure paths of the session, the time limit and start-up (docs/decisions.md, "Sessions", "Failure behaviour").
 * API faults come from the mock's QA controls (docs/mock-backend.md): the mock answers inside
 * the page's service worker, where `page.route` cannot reach its calls.
 */

test.describe.configure({ timeout: 60_000 });
// Several engineers build and test on the same two cores: give a lazy page time.
const expect = baseExpect.configure({ timeout: 10_000 });

/** The mock's second client (mocks/seed.ts). */

const header = (page: Page) => page.getByRole('banner');
const signInEntry = (page: Page) => header(page).getByRole('button', { name: 'Sign in / Register' });
const accountEntry = (page: Page) => header(page).getByRole('link', { name: 'Account' });
const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((item) => item.name === name)?.value;

type MockWindow = Window & {
  aptkMock: {
    fail: (path: string) => void;
    unfail: (path: string) => void;
    hang: (path: string, on?: boolean) => void;
  };
};

test.describe('sign-out and other tabs', { tag: '@one-viewport' }, () => {
  test('a sign-out whose server call hangs ends the session here and in another tab at once', async ({
    page,
    context,
    signIn,
  }) => {
    await page.goto('/en?mock_hang=/auth/logout');
    await signIn();
    const other = await context.newPage();
    await other.goto('/en/lk');
    await expect(other.getByText(`Hello, ${DEMO.name}`)).toBeVisible();

    await accountEntry(page).click();
    await expect(page.getByText(`Hello, ${DEMO.name}`)).toBeVisible();
    const logout = page.waitForRequest((request) => request.url().includes('/site/v1/auth/logout'));
    await page.getByRole('navigation', { name: 'Personal account' }).getByRole('button', { name: 'Sign out' }).click();
    expect((await logout).headers()['auth-token']).toMatch(/^aptk_/);

    // The call never answers; the session has ended all the same.
    await expect(page.getByText('You have signed out', { exact: true })).toBeVisible();
    await expect(signInEntry(page)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/?$/);
    expect(await cookie(context, 'aptk_auth_token')).toBeUndefined();

    // The other tab, not reloaded, leaves /lk and offers the sign-in within a second.
    await expect(signInEntry(other)).toBeVisible({ timeout: 1_500 });
    await expect(other).toHaveURL(/\/en\/?$/);
    await expect(other.getByText(`Hello, ${DEMO.name}`)).toBeHidden();
  });

  test('the next client to sign in sees nothing of the previous one, while the sign-out call still hangs', async ({
    page,
    signIn,
  }) => {
    // The session end drops the cache in its own dispatch (docs/decisions.md, "Flows owned by
    // the store"), not once the hanging call has ended.
    await page.goto('/en/pharmacies?mock_hang=/auth/logout');
    await signIn();
    await accountEntry(page).click();
    await expect(page.getByText(`Hello, ${DEMO.name}`)).toBeVisible();
    await page.getByRole('navigation', { name: 'Personal account' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(signInEntry(page)).toBeVisible();

    await signIn(NIKOLA);
    await accountEntry(page).click();
    await expect(page.getByText(`Hello, ${NIKOLA.name}`)).toBeVisible();
    await expect(page.getByText(DEMO.name)).toHaveCount(0);
  });

  test('a sign-in in one tab signs in the other', async ({ page, context, signIn }) => {
    await page.goto('/en');
    const other = await context.newPage();
    await other.goto('/en/pharmacies');
    await expect(signInEntry(other)).toBeVisible();
    await signIn();
    // The signal arrives at once; the header then waits for the other tab's own profile request,
    // which a busy machine can hold up for seconds: wait for what the shopper waits for.
    await expect(accountEntry(other)).toBeVisible();
    await accountEntry(other).click();
    await expect(other.getByText(`Hello, ${DEMO.name}`)).toBeVisible();
  });
});

test.describe('a profile that fails to load', { tag: '@one-viewport' }, () => {
  test('keeps the visitor signed in on /lk, says so, and a retry loads it', async ({ page, signIn }) => {
    await page.goto('/en');
    await signIn();
    await page.goto('/en/lk?mock_fail=/clients');
    await expect(page).toHaveURL(/\/en\/lk\?/);
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toContainText('We could not load your profile. You are still signed in.');
    await expect(accountEntry(page)).toBeVisible();

    await page.evaluate(() => (window as unknown as MockWindow).aptkMock.unfail('/clients'));
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(`Hello, ${DEMO.name}`)).toBeVisible();
    await expect(accountEntry(page)).toBeVisible();
  });

  test('a network error is no sign-out either', async ({ page, signIn }) => {
    await page.goto('/en');
    await signIn();
    await page.goto('/en/lk?mock_offline=1');
    // The loyalty card, never seen on this device, says it could not load too.
    const failures = page.getByRole('main').getByRole('alert');
    await expect(failures.filter({ hasText: 'We could not load your profile.' })).toBeVisible();
    await expect(failures).toHaveCount(2);
    await expect(accountEntry(page)).toBeVisible();
  });
});

test.describe('cookies that cannot be header values', { tag: '@one-viewport' }, () => {
  for (const value of ['%D0%B6', 'a%0D%0Ab']) {
    test(`aptk_auth_token=${value} and XSRF-TOKEN=%D0%B6: prices load, sign-in works, the cookies go`, async ({
      page,
      context,
      baseURL,
      signIn,
    }) => {
      await context.addInitScript(() => {
        if (!localStorage.getItem('aptkB')) localStorage.setItem('aptkB', '[[1013,2]]');
      });
      await context.addCookies([
        { name: 'aptk_auth_token', value, url: baseURL ?? '' },
        { name: 'XSRF-TOKEN', value: '%D0%B6', url: baseURL ?? '' },
      ]);
      const priced = page.waitForResponse((response) => response.url().includes('/site/v1/cart/items'));
      await page.goto('/en/cart');
      expect((await priced).ok()).toBe(true);
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await expect(summary).toContainText(/Total\s*RSD\s[\d,]+\.\d{2}/);
      await expect(page.getByText('Error: site')).toHaveCount(0);
      expect(await cookie(context, 'aptk_auth_token')).toBeUndefined();

      // A PUT (sign-in) goes out without the broken X-XSRF-TOKEN.
      await signIn();
      expect(await cookie(context, 'XSRF-TOKEN')).toBeUndefined();
    });
  }
});

test.describe('time limit', { tag: '@one-viewport' }, () => {
  test('a call that never answers ends after 20 s in the usual error, and the session stays', async ({
    page,
    signIn,
  }) => {
    await page.clock.install();
    await page.goto('/en');
    await signIn();
    await page.evaluate(() => (window as unknown as MockWindow).aptkMock.hang('/clients'));
    const profileCall = page.waitForRequest((request) => request.url().includes('/site/v1/clients'));
    await page.reload();
    await profileCall;
    await page.clock.fastForward(20_500);
    await expect(page.getByText('Error: site', { exact: true }).first()).toBeVisible();
    // Signed in all along: the header keeps the account, which now says what failed.
    await expect(accountEntry(page)).toBeVisible();

    await page.evaluate(() => (window as unknown as MockWindow).aptkMock.hang('/clients', false));
    await accountEntry(page).click();
    await expect(page.getByText(`Hello, ${DEMO.name}`)).toBeVisible();
  });
});

test.describe('start-up failures', { tag: '@one-viewport' }, () => {
  test('a language file that does not arrive shows a notice in Serbian with a working Reload', async ({ page }) => {
    const language = chunkScript('i18n-sr');
    await page.route(language, (route) => route.abort());
    await page.goto('/sr/pharmacies');
    const notice = page.getByRole('alert').filter({ hasText: 'Stranica se nije učitala do kraja' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Proverite vezu sa internetom i učitajte stranicu ponovo.');

    await page.unroute(language);
    await notice.getByRole('button', { name: 'Učitaj ponovo' }).click();
    await expect(page.locator('html[data-app-ready="hydrated"]')).toBeAttached({ timeout: 15_000 });
    await expect(notice).toHaveCount(0);
  });

  test('a page chunk that does not arrive shows the failure in the page with a Reload', async ({ page, context }) => {
    const chunk = chunkScript('page-about');
    await context.route(chunk, (route) => route.abort());
    await page.goto('/en/pharmacies');
    await page.locator('footer').getByRole('link', { name: 'About us' }).click();
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toContainText('This page is not available right now');
    await expect(header(page)).toBeVisible();

    await context.unroute(chunk);
    await failure.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(
      'This page is not available right now',
      { timeout: 15_000 },
    );
    await expect(page).toHaveURL(/\/en\/about$/);
  });
});
