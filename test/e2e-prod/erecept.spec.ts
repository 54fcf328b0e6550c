import { DEMO_LBO, PRESCRIPTION_IDS } from '../../mocks/data/prescriptions';
import { lookUpReadyErecept } from '../e2e/ereceptLookup';
import { expect, main, signInAs, test } from '../e2e/fixtures';

/**
 * The eRecept over HTTP on the production build (docs/behaviour.md §22): the two numbers travel
 * in the signed bodies of the POSTs, never in an address; the reservation is the account's. And
 * the loyalty points of a product, as the server answers them (docs/api.md §5c).
 */
test('a patient reserves an eRecept over HTTP; the numbers travel only in request bodies', async ({ page }) => {
  const calls: Array<{ url: string; method: string; body: string }> = [];
  page.on('request', (request) =>
    calls.push({ url: request.url(), method: request.method(), body: request.postData() ?? '' }),
  );
  await page.goto('/en/detail/1003');
  await expect(main(page).getByText('Earns 2 points on the loyalty card')).toBeVisible();
  await signInAs(page);
  const { firstOffer: offer } = await lookUpReadyErecept(page);
  await expect(offer).toContainText('Has everything on the prescription');
  const pharmacy = (await offer.getByRole('heading').textContent()) ?? '';
  await offer.getByRole('button', { name: `Reserve the prescription at ${pharmacy}` }).click();
  await expect(main(page).getByRole('status')).toContainText(new RegExp(`^Reserved: APT-\\d+ at ${pharmacy}\\.`));

  const numbers = new RegExp(`${DEMO_LBO}|${PRESCRIPTION_IDS.ready}`);
  const carrying = calls.filter((call) => numbers.test(call.body));
  expect(carrying.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
    'POST /site/v1/erecept',
    'POST /site/v1/erecept/reserve',
  ]);
  expect(calls.filter((call) => numbers.test(decodeURIComponent(call.url)))).toEqual([]);
});
