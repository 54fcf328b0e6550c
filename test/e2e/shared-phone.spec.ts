import { getDataset, pharmaciesWith } from '../../mocks/data/dataset';
import { partlyStocked } from '../../mocks/data/partlyStocked';
import { addMonths, dateIn } from '../../src/shared/lib/calendarDate';
import { main, expect as baseExpect, test, type Page, NIKOLA, escape } from './fixtures';
import { FULL_BROWSER } from '../browsers';

/**
 * A shared phone (issue 28, docs/decisions.md "Session end"): one client signs in, leaves a
 * stock alert, searches, types contacts at checkout and plans a therapy with reminders; after
 * the session ends (a sign-out, or a cookie gone while the app was closed) the next person finds
 * none of it, and is offered to empty the cart.
 */
const expect = baseExpect.configure({ timeout: 10_000 });

const CITY_ID = 1; // the default city
const ds = getDataset();
const missing = ds.products.find((p) => !p.allowSafety && pharmaciesWith(ds, CITY_ID, p).length === 0);
const { product: therapyProduct, lacking } = partlyStocked(ds, CITY_ID);
if (!missing) throw new Error(`the mock dataset has no product missing in city ${CITY_ID}`);
const SEARCH = 'insulin';
const TYPED_NAME = 'Milica za mamu';
const TODAY = dateIn('Europe/Belgrade', Date.now());

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
const handedOver = (page: Page) =>
  page.evaluate(async () => {
    const answer = await (await caches.open('aptk-therapy')).match('/aptk-therapy-reminders');
    return answer ? await answer.text() : null;
  });

const makeAlert = async (page: Page) => {
  await page.goto(`/en/detail/${missing.id}`);
  const form = page.getByRole('region', { name: /^Notify me when it is available/ });
  await form.getByRole('button', { name: 'Set up a notification' }).click();
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText(/^Done\. We will let you know at \+381 64 123 4567/)).toBeVisible();
};

const search = async (page: Page) => {
  await page.goto('/en/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.fill(SEARCH);
  await box.press('Enter');
  await expect(page).toHaveURL(`/en/search?q=${SEARCH}`);
  await expect.poll(() => stored(page, 'search_history')).toBe(`["${SEARCH}"]`);
};

const typeContacts = async (page: Page) => {
  await page.goto('/en/step/pharmacy');
  const first = main(page).getByRole('article').first();
  const pharmacy = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Reserve at ${pharmacy}` }).click();
  await expect(page).toHaveURL(/\/en\/step\/contacts$/);
  const name = main(page).getByRole('textbox', { name: 'Full name' });
  await expect(name).toHaveValue('Milica Jovanović');
  await name.fill(TYPED_NAME);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('aptk_checkout'))).toContain(TYPED_NAME);
};

const planTherapy = async (page: Page) => {
  await page.goto('/en/lk/therapy');
  const form = page.getByRole('form', { name: 'Add a renewable prescription' });
  await form.getByRole('searchbox', { name: 'Find the medicine' }).fill(therapyProduct.name.en);
  await form.getByRole('radio', { name: new RegExp(`^${escape(therapyProduct.name.en)}`) }).check();
  await form.getByRole('combobox', { name: 'Prescription length' }).selectOption('3');
  await form.getByLabel('First pickup date').fill(addMonths(TODAY, -1));
  await form.getByRole('combobox', { name: /^Preferred pharmacy/ }).selectOption({
    label: `${lacking.name}, ${lacking.address}`,
  });
  await form.getByRole('button', { name: 'Add the therapy' }).click();
  await expect(page.getByRole('article', { name: therapyProduct.name.en })).toBeVisible();
  // The installed app's worker holds the reminder (its text names no medicine: docs/behaviour.md §18).
  await expect
    .poll(
      async () => (JSON.parse((await handedOver(page)) ?? '{"windows":[]}') as { windows: unknown[] }).windows.length,
    )
    .toBeGreaterThan(0);
};

/** What the first client left, all of it, before the session ends. */
const leaveTraces = async (page: Page) => {
  await makeAlert(page);
  await search(page);
  await typeContacts(page);
  await planTherapy(page);
  expect(await stored(page, 'aptk_alerts')).toMatch(/^\["[0-9a-f]{32}"\]$/);
};

const expectNoTraces = async (page: Page) => {
  await expect.poll(() => handedOver(page)).toBeNull();
  expect(await stored(page, 'aptk_alerts')).toBe('[]');
  expect(await stored(page, 'search_history')).toBeNull();
  expect(await stored(page, 'aptk_therapy_notified')).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('aptk_checkout') ?? '')).not.toContain('Milica');
};

/** The next person: Nikola signs in and looks where Milica's things were. */
const nextClientFindsNothing = async (page: Page, signIn: (account: typeof NIKOLA) => Promise<void>) => {
  await page.goto('/en/');
  await signIn(NIKOLA);
  await page.goto('/en/lk');
  await expect(
    page.getByRole('region', { name: 'Stock alerts' }).getByText(/^You have no stock alerts\./),
  ).toBeVisible();
  await expect(page.getByText(missing.name.en)).toHaveCount(0);
  // Something in the cart (the first client's may have been cleared) to reach the contacts step.
  await page.evaluate(() => localStorage.setItem('aptkB', '[[1001,1]]'));
  await page.goto('/en/step/pharmacy');
  const first = main(page).getByRole('article').first();
  const pharmacy = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Reserve at ${pharmacy}` }).click();
  await expect(main(page).getByRole('textbox', { name: 'Full name' })).toHaveValue('Nikola Petrović');
  await expect(main(page)).not.toContainText('Milica');
  expect(await stored(page, 'search_history')).toBeNull();
  // The installed app's worker holds only what is Nikola's own: no window (he has no therapy).
  const reminders = (await handedOver(page)) ?? '{"windows":[]}';
  expect(reminders).not.toContain(therapyProduct.name.en);
  expect(JSON.parse(reminders)).toMatchObject({ windows: [] });
};

// One client's whole visit and the next one's: several pages each, on a machine shared by many.
// Notifications need the full browser (test/browsers.ts).
test.use(FULL_BROWSER);

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page, context, seedCart }) => {
  await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00Z`));
  await context.grantPermissions(['notifications']);
  await seedCart([[1001, 1]]);
});

test(
  'after a sign-out the next client finds nothing of the first, and the cart may be emptied',
  { tag: '@phone-only' },
  async ({ page, signIn }) => {
    await page.goto('/en/');
    await signIn();
    await leaveTraces(page);

    await page.goto('/en/lk');
    await page.getByRole('navigation', { name: 'Personal account' }).getByRole('button', { name: 'Sign out' }).click();
    const offer = page.getByRole('status', { name: 'Cart after signing out' });
    await expect(offer).toContainText('The cart on this device still holds 1 product. Clear it too?');
    await expectNoTraces(page);
    await offer.getByRole('button', { name: 'Clear the cart' }).click();
    await expect(offer).toBeEmpty();
    await expect.poll(() => stored(page, 'aptkB')).toBe('');

    await nextClientFindsNothing(page, signIn);
  },
);

test(
  'a session that ended while the app was closed is cleared at the next start',
  { tag: '@phone-only' },
  async ({ page, context, signIn }) => {
    await page.goto('/en/');
    await signIn();
    await leaveTraces(page);

    // The cookie ran out (or was removed) while the app was not running; the next load starts without it.
    await context.clearCookies({ name: 'aptk_auth_token' });
    await page.goto('/en/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in / Register' })).toBeVisible();
    await expectNoTraces(page);
    const offer = page.getByRole('status', { name: 'Cart after signing out' });
    await offer.getByRole('button', { name: 'Keep it' }).click();
    await expect(offer).toBeEmpty();
    expect(await stored(page, 'aptkB')).toBe('[[1001,1]]');

    await nextClientFindsNothing(page, signIn);
  },
);

test(
  'Back to a client’s page after the session ended elsewhere shows nothing of the client',
  { tag: '@one-viewport' },
  async ({ page, context, signIn }) => {
    // Issue 40: a page the back/forward cache kept heard no sign-out. Headless Chromium may not
    // keep it (then Back loads the page afresh); src/app/clientData.test.ts proves the restore itself.
    await page.goto('/en/');
    await signIn();
    await page.goto('/en/lk/orders');
    const account = page.getByRole('navigation', { name: 'Personal account' });
    await expect(account.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    // Another document, so the orders page may go into the back/forward cache.
    await page.goto('/en/');

    const other = await context.newPage();
    await other.goto('/en/lk');
    await other.getByRole('navigation', { name: 'Personal account' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(other.getByRole('banner').getByRole('button', { name: 'Sign in / Register' })).toBeVisible();
    await other.close();

    await page.goBack();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in / Register' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/?$/);
    await expect(page.getByText(/Milica/)).toHaveCount(0);
    expect(await stored(page, 'aptk_client')).toBeNull();
  },
);
