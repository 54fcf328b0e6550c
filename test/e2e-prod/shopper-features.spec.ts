import { getDataset } from '../../mocks/data/dataset';
import { stockedOfKind } from '../../mocks/data/scenarios';
import { expect as baseExpect, openCart, test, type Page } from '../e2e/fixtures';

/**
 * Issue 26 on the production build (API_MOCK=false, every call over HTTP to scripts/preview.ts):
 * a cheaper equivalent, the pharmacies open now, a question to a pharmacist and a delivery offer
 * (the order's status and pickup code: prod.spec.ts's reservation). The journeys themselves, with keyboard and axe, run on the
 * mock build (test/e2e); here each part once, against a real server.
 */
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 10_000 });
const main = (page: Page) => page.getByRole('main');

const ds = getDataset();
/** A product of that kind that a pharmacy of Belgrade has at least twice. */
const stocked = (kind: 'cosmetic' | 'medicine') => stockedOfKind(ds, 1, kind);

test('a mixed cart offers delivery for the goods that are not medicines', async ({ page, seedCart }) => {
  const cream = stocked('cosmetic');
  const medicine = stocked('medicine');
  await seedCart([
    [cream.id, 1],
    [medicine.id, 1],
  ]);
  await page.goto('/en/');
  await openCart(page);
  const delivery = main(page).getByRole('region', { name: 'Delivery to your address' });
  await expect(delivery).toContainText(/cash/i);
  await expect(delivery.getByRole('button', { name: 'Deliver 1 item to my address' })).toBeVisible();
});

test('a product page offers a cheaper equivalent; the pharmacies open now are listed', async ({ page }) => {
  await page.goto('/en/detail/1001');
  const block = main(page).getByRole('region', { name: 'Cheaper with the same substance, strength and form' });
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Open now and on duty' }).click();
  await expect(page.getByRole('group', { name: 'Show' })).toBeVisible();
  await expect(main(page).getByRole('article').first()).toBeVisible();
});

test('a visitor asks a pharmacist about a product without signing in', async ({ page }) => {
  await page.goto('/en/ask?product=1013');
  await expect(main(page).getByRole('complementary', { name: 'Not for emergencies' })).toContainText('194');
  await main(page).getByRole('textbox', { name: 'Question' }).fill('Can I take it with ibuprofen?');
  await main(page).getByLabel('Phone number').fill('641234567');
  await main(page).getByRole('button', { name: 'Send the question' }).click();
  await expect(main(page).getByRole('region', { name: /^Question Q-\d+ has been sent$/ })).toBeVisible();
});
