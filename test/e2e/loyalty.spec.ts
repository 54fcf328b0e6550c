import { scanned } from './loyaltyCard';
import { confirmedReservationNumber, expect, main, mainViolations, NIKOLA, test } from './fixtures';

test.describe('loyalty card', () => {
  test('a client joins from the account by keyboard and gets a card the counter can scan', async ({ page, signIn }) => {
    await page.goto('/en/');
    await signIn(NIKOLA);
    await page.goto('/en/lk');
    const section = main(page).getByRole('region', { name: 'Loyalty card' });
    const join = section.getByRole('button', { name: 'Join' });
    await join.focus();
    await page.keyboard.press('Enter');
    const box = section.getByRole('checkbox', { name: "I accept the loyalty programme's terms" });
    await expect(box).toHaveAccessibleDescription("To join, accept the programme's terms.");
    await box.focus();
    await page.keyboard.press('Space');
    await join.focus();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: 'Welcome! Your card is ready.' })).toBeVisible();
    const barcode = section.getByRole('img', { name: /^Barcode of card 29\d{11}$/ });
    const number = (await barcode.getAttribute('aria-label'))?.replace('Barcode of card ', '') ?? '';
    expect(await scanned(barcode)).toBe(number);
    await expect(section.getByText(number, { exact: true })).toBeVisible();
    await expect(section.getByText(/^Balance:/)).toHaveText('Balance: 100 points');
    await expect(section.getByRole('listitem')).toHaveText([/^Welcome points.*\+100$/]);
    expect(await mainViolations(page)).toEqual([]);

    // The card is the server's: it is there on the next visit, and there is no second joining.
    await page.reload();
    await expect(section.getByRole('img', { name: `Barcode of card ${number}` })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Join' })).toHaveCount(0);

    // Points where they are earned, as the server counts them: a pack of 239.90 RSD earns 2.
    await page.goto('/en/detail/1003');
    await expect(main(page).getByText('Earns 2 points on the loyalty card')).toBeVisible();
    // The product's own button comes first; the related products' follow.
    await main(page).getByRole('button', { name: 'Add to cart' }).first().click();
    await page.goto('/en/cart');
    const summary = main(page).getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('Earns 2 points on the loyalty card')).toBeVisible();
    await summary.getByRole('link', { name: 'Choose a pharmacy' }).click();
    const offer = main(page).getByRole('article').first();
    const pharmacy = (await offer.getByRole('heading').textContent()) ?? '';
    await offer.getByRole('button', { name: `Reserve at ${pharmacy}` }).click();
    await main(page).getByRole('button', { name: 'Reserve', exact: true }).click();
    await confirmedReservationNumber(page);
    await expect(
      main(page).getByText(/^When you pick it up, \d+ points? go(es)? to your loyalty card\.$/),
    ).toBeVisible();
  });

  test("a member's card shows the balance and the latest changes, in Serbian", async ({ page, signIn }) => {
    await page.goto('/en/');
    await signIn();
    await page.goto('/sr/lk');
    const section = main(page).getByRole('region', { name: 'Kartica lojalnosti' });
    const barcode = section.getByRole('img', { name: /^Bar-kod kartice 29\d{11}$/ });
    const number = (await barcode.getAttribute('aria-label'))?.replace('Bar-kod kartice ', '') ?? '';
    expect(await scanned(barcode)).toBe(number);
    await expect(section.getByText(/^Stanje:/)).toHaveText(/^Stanje: \d+ poena?$/);
    await expect(section.getByRole('listitem')).toHaveText([
      /^Kupovina, rezervacija APT-\d+.*\+\d+$/,
      /^Kupovina, rezervacija APT-\d+.*\+\d+$/,
      /^Iskorišćeno na kasi.*[−-]50$/,
      /^Poeni dobrodošlice.*\+100$/,
    ]);
    expect(await mainViolations(page)).toEqual([]);
    await section.screenshot({ path: `test-results/loyalty-shots/${page.viewportSize()?.width ?? 0}-card.png` });

    // At a counter without a connection: the card saved on this device, the same barcode, while
    // the profile says it could not load.
    await page.goto('/sr/lk?mock_offline=1');
    await expect(section.getByText(/^Nema veze sa mrežom: ovo je kartica sačuvana na uređaju/)).toBeVisible();
    expect(await scanned(section.getByRole('img', { name: `Bar-kod kartice ${number}` }))).toBe(number);
    await expect(main(page).getByRole('alert')).toContainText('Nismo uspeli da učitamo vaš profil.');

    // Signing out removes it from the device.
    await page.goto('/sr/lk');
    await page.getByRole('navigation', { name: 'Lični nalog' }).getByRole('button', { name: 'Odjavi se' }).click();
    await expect(page).toHaveURL(/\/sr\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('aptk_loyalty_card'))).toBeNull();
  });
});
