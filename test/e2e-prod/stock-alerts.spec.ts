import { getDataset, pharmaciesWith } from '../../mocks/data/dataset';
import { expect as baseExpect, test } from '../e2e/fixtures';

/**
 * Stock alerts on the production build, with the HTTP mock's run-time restock control
 * (`/__mock/restock`, docs/mock-backend.md). The server's database is shared by every test of
 * the run, and a restock lasts, so each project watches a product of its own.
 */
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

const ds = getDataset();
const missing = ds.products.filter((p) => !p.allowSafety && pharmaciesWith(ds, 1, p).length === 0);

test('an alert, the restock over HTTP, and the notice of the next visit', async ({ page, request }, info) => {
  const product = missing[info.project.name === 'mobile' ? 0 : 1];
  if (!product) throw new Error('the mock dataset lacks two products missing in Beograd');
  await page.goto(`/en/detail/${product.id}`);
  const form = page.getByRole('region', { name: 'Notify me when it is available in Belgrade' });
  await form.getByRole('button', { name: 'Set up a notification' }).click();
  await form.getByRole('textbox', { name: 'Your e-mail' }).fill('ana@example.com');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText(/^Done\. We will let you know at ana@example\.com/)).toBeFocused();

  const restocked = await request.get(`/__mock/restock?product=${product.id}&city=1`);
  expect(await restocked.json()).toEqual({ restocked_pharmacies: [ds.pharmaciesByCity.get(1)?.[0]?.id] });

  await page.goto('/en/');
  await expect(page.getByRole('status', { name: 'Stock alerts' })).toContainText(
    `${product.name.en} is now available in Belgrade`,
  );
});
