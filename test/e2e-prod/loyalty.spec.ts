import { expect, main, signInAs, test } from '../e2e/fixtures';
import { scanned } from '../e2e/loyaltyCard';

/**
 * The loyalty card over HTTP on the production build (docs/behaviour.md §21), and at a counter
 * without a connection: the app's worker gives the shell, the card comes from the device.
 * Only read: the server's database is shared by every test of the run.
 */
test('a member shows the card at a counter without a connection', async ({ page, context }) => {
  await page.goto('/en/');
  await signInAs(page);
  await page.goto('/en/lk');
  const section = main(page).getByRole('region', { name: 'Loyalty card' });
  const barcode = section.getByRole('img', { name: /^Barcode of card 29\d{11}$/ });
  const number = (await barcode.getAttribute('aria-label'))?.replace('Barcode of card ', '') ?? '';
  expect(await scanned(barcode)).toBe(number);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(section.getByText(/^No connection: this is the card saved on this device/)).toBeVisible();
    expect(await scanned(section.getByRole('img', { name: `Barcode of card ${number}` }))).toBe(number);
  } finally {
    await context.setOffline(false);
  }
});
