import sr from '../../i18n/sr.json';
import { getDataset } from '../../mocks/data/dataset';
import { stockedOfKind } from '../../mocks/data/scenarios';
import { expect as baseExpect, test, mainViolations } from './fixtures';

// Issue 26, part 5: what is not a medicine may be delivered; medicines stay for pickup
// (docs/decisions.md, "Delivery of what may be delivered"). Several engineers test on two cores.
const expect = baseExpect.configure({ timeout: 10_000 });

const ds = getDataset();
/** A product of that kind that a pharmacy of Belgrade has at least twice. */
const stocked = (kind: 'cosmetic' | 'medicine') => stockedOfKind(ds, 1, kind);
const cream = stocked('cosmetic');
const medicine = stocked('medicine');

test('a mixed cart: the goods are delivered, cash on delivery, by keyboard; the medicine stays to be reserved', async ({
  page,
  seedCart,
}) => {
  await seedCart([
    [cream.id, 2],
    [medicine.id, 1],
  ]);
  await page.goto('/sr/cart');
  const panel = page.getByRole('region', { name: sr['delivery.title'] });
  await expect(panel).toContainText('Dostava na adresu: 2 proizvoda');
  await expect(panel).toContainText('Rezervacija u apoteci: 1 lek');
  await expect(panel).toContainText(/\+ dostava 299,00\sRSD = [\d.,]+\sRSD, plaćate kuriru gotovinom/);

  // By keyboard: the press opens the form, whose first field takes what is typed.
  await panel.getByRole('button', { name: 'Dostavi 2 proizvoda na adresu' }).focus();
  await page.keyboard.press('Enter');
  const form = panel.getByRole('form', { name: sr['delivery.form.title'] });
  await expect(form).toBeVisible();
  expect(await mainViolations(page)).toEqual([]);

  await form.getByRole('textbox', { name: sr['delivery.form.name'] }).fill('Ana Anić');
  const phone = form.getByLabel(sr['phone.label']);
  await expect(phone).not.toHaveAttribute('readonly');
  await phone.pressSequentially('641234567');
  await form.getByRole('textbox', { name: sr['delivery.form.street'] }).fill('Njegoševa 12');
  await form.getByRole('textbox', { name: sr['delivery.form.postalCode'] }).fill('110');
  await form.getByRole('textbox', { name: sr['delivery.form.postalCode'] }).press('Enter');
  // A wrong field says what to do and keeps everything typed.
  await expect(form.getByText(sr['delivery.form.postalCodeInvalid'])).toBeVisible();
  await expect(form.getByRole('textbox', { name: sr['delivery.form.street'] })).toHaveValue('Njegoševa 12');
  await form.getByRole('textbox', { name: sr['delivery.form.postalCode'] }).fill('11000');
  await form.getByRole('textbox', { name: sr['delivery.form.postalCode'] }).press('Enter');

  const placed = page.getByRole('status').filter({ hasText: /Dostava DST-\d+ je primljena/ });
  await expect(placed).toContainText('Njegoševa 12, 11000 Beograd');
  await expect(placed).toContainText(sr['delivery.placed.medicinesLeft']);
  // The cart keeps the medicine, and the usual checkout takes it from here.
  await expect(page.getByRole('heading', { name: medicine.name.sr })).toBeVisible();
  await expect(page.getByRole('heading', { name: cream.name.sr })).toHaveCount(0);
  await page.getByRole('link', { name: sr['cart.toPharmacies'] }).click();
  await expect(page).toHaveURL(/\/sr\/step\/pharmacy$/);
});
