import { expect, test } from './fixtures';

test.describe('lines name their pack', () => {
  test('two packs of one product can be told apart in the cart and at the pharmacy step', async ({
    page,
    seedCart,
  }) => {
    // Febricet 500 mg in packs of 10 and 30 tablets.
    await seedCart([
      [1001, 1],
      [1003, 1],
    ]);
    await page.goto('/en/cart');
    const cartLines = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Febricet 500 mg' });
    await expect(cartLines).toHaveCount(2);
    await expect(cartLines.filter({ hasText: '10 pcs' })).toHaveCount(1);
    await expect(cartLines.filter({ hasText: '30 pcs' })).toHaveCount(1);

    await page.goto('/en/step/pharmacy');
    const offer = page.getByRole('main').getByRole('article').first();
    await expect(offer).toBeVisible();
    const offerLines = offer.getByRole('listitem').filter({ hasText: 'Febricet 500 mg' });
    await expect(offerLines).toHaveCount(2);
    await expect(offerLines.filter({ hasText: '10 pcs' })).toHaveCount(1);
    await expect(offerLines.filter({ hasText: '30 pcs' })).toHaveCount(1);
  });
});
