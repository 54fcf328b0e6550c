import { lookUpReadyErecept } from './ereceptLookup';
import { expect, main, NIKOLA, signInAs, test, type Page } from './fixtures';

/**
 * A shared phone, third pass (issue 50, docs/decisions.md "Sessions"): Milica's tab is in the
 * background, throttled to a stop, while in another tab she signs out and Nikola signs in; it
 * hears none of it (no signal, and no return to the tab: every signal missed). Her eRecept's
 * pharmacies are still on screen; "Reserve here" must not create an order in Nikola's account:
 * the press is refused in the browser, the page says so and shows Nikola's session instead.
 * (Coming back to such a tab follows the cookie at once: headless Chromium never hides a tab,
 * so missedSession.test.tsx shows that with the events themselves.)
 */

/**
 * From `miss()` on, this tab hears no other tab and no return to it: each such event stops in a
 * listener that comes before the app's (installed before the app's scripts run).
 */
const missingEverySignal = async (page: Page) => {
  await page.addInitScript(() => {
    for (const name of ['storage', 'focus', 'visibilitychange', 'pageshow'])
      window.addEventListener(
        name,
        (event) => {
          // The mock backend is the server, not the tab: its own store still reaches it.
          if (event instanceof StorageEvent && event.key === 'aptk_mock_db') return;
          if ((window as { missingSignals?: boolean }).missingSignals) event.stopImmediatePropagation();
        },
        true,
      );
  });
  return { miss: () => page.evaluate(() => ((window as { missingSignals?: boolean }).missingSignals = true)) };
};

const ordersOf = async (page: Page) => {
  await page.goto('/en/lk/orders');
  await expect(main(page).getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  // The list, or the sentence of an empty one, once the answer is in.
  await expect(
    main(page)
      .getByRole('article')
      .first()
      .or(main(page).getByText(/no orders/i)),
  ).toBeVisible();
  return main(page).getByRole('article').count();
};

test(
  'a press in a tab that missed the other tab’s sign-in creates nothing for the next client',
  { tag: '@one-viewport' },
  async ({ page, context }) => {
    const signals = await missingEverySignal(page);
    await page.goto('/en/');
    await signInAs(page);
    const { medicines, firstOffer: offer } = await lookUpReadyErecept(page);
    await expect(medicines.getByRole('listitem')).toHaveCount(3);
    await signals.miss();
    // A background tab the browser throttles: it runs nothing until it is in front again.
    const lifecycle = await context.newCDPSession(page);
    await lifecycle.send('Page.setWebLifecycleState', { state: 'frozen' });

    const other = await context.newPage();
    await other.goto('/en/lk');
    await other.getByRole('navigation', { name: 'Personal account' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(other.getByRole('banner').getByRole('button', { name: 'Sign in / Register' })).toBeVisible();
    await signInAs(other, NIKOLA);
    const nikolasOrders = await ordersOf(other);

    await lifecycle.send('Page.setWebLifecycleState', { state: 'active' });
    await page.bringToFront();
    // Milica's medicines are still there, and so is the button: a press reaches it.
    const pharmacy = (await offer.getByRole('heading').textContent()) ?? '';
    await offer.getByRole('button', { name: `Reserve the prescription at ${pharmacy}` }).click();

    await expect(
      page.getByText('Nothing was sent: the account changed in another tab, and this page has been updated.'),
    ).toBeVisible();
    await expect(medicines).toBeHidden();
    await expect(page.getByText(/^Reserved: APT-/)).toBeHidden();
    // The page shows Nikola's session, without a reload.
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(page.getByText(`Hello, ${NIKOLA.name}`)).toBeVisible();
    expect(await ordersOf(other)).toBe(nikolasOrders);
  },
);
