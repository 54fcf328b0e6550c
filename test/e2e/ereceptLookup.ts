import { DEMO_LBO, PRESCRIPTION_IDS } from '../../mocks/data/prescriptions';
import { main, type Page } from './fixtures';

/**
 * A signed-in patient opens "Reserve my eRecept" and looks up the demo eRecept that every
 * pharmacy list has whole (docs/mock-backend.md, "eRecept"): its medicines and its first offer.
 */
export const lookUpReadyErecept = async (page: Page) => {
  await page.goto('/en/lk/erecept');
  const form = main(page).getByRole('form', { name: 'Find my eRecept' });
  await form.getByRole('textbox', { name: 'eRecept number' }).fill(PRESCRIPTION_IDS.ready);
  await form.getByRole('textbox', { name: 'LBO (health-insurance number)' }).fill(DEMO_LBO);
  await form.getByRole('button', { name: 'Find pharmacies' }).click();
  return {
    medicines: main(page).getByRole('region', { name: `Prescribed on eRecept ${PRESCRIPTION_IDS.ready}` }),
    firstOffer: main(page)
      .getByRole('region', { name: /^Pharmacies in / })
      .getByRole('article')
      .first(),
  };
};
