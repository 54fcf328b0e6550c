import { DEMO_LBO, PRESCRIPTION_IDS } from '@mocks/data/prescriptions';
import { expect, main, mainViolations, pageViews, test } from './fixtures';

/** Every address the page asked for or showed, and what the app pushed to analytics. */
const healthDataSeen = async (page: import('@playwright/test').Page, requested: string[]) =>
  JSON.stringify([page.url(), requested, await pageViews(page), await page.evaluate(() => ({ ...localStorage }))]);

test.describe('reserve my eRecept', () => {
  test('a patient finds an eRecept by keyboard and reserves it whole in one press; the numbers go nowhere else', async ({
    page,
    signIn,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/en/');
    await signIn();
    await page.goto('/en/lk/erecept');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Reserve my eRecept' })).toBeVisible();
    const form = main(page).getByRole('form', { name: 'Find my eRecept' });
    await form.getByRole('textbox', { name: 'eRecept number' }).focus();
    await page.keyboard.type(PRESCRIPTION_IDS.ready);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'LBO (health-insurance number)' })).toBeFocused();
    await page.keyboard.type(DEMO_LBO);
    await page.keyboard.press('Enter');

    const medicines = main(page).getByRole('region', { name: `Prescribed on eRecept ${PRESCRIPTION_IDS.ready}` });
    await expect(medicines.getByRole('listitem')).toHaveCount(3);
    // Focus stays in the field Enter was pressed in, and the view with it, not at the page's foot.
    await expect(form.getByRole('textbox', { name: 'LBO (health-insurance number)' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'LBO (health-insurance number)' })).toBeInViewport();
    const offer = main(page)
      .getByRole('region', { name: /^Pharmacies in / })
      .getByRole('article')
      .first();
    await expect(offer).toContainText('Has everything on the prescription');
    expect(await mainViolations(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/erecept-shots/${page.viewportSize()?.width ?? 0}-found.png`,
      fullPage: true,
    });

    const pharmacy = (await offer.getByRole('heading').textContent()) ?? '';
    await offer.getByRole('button', { name: `Reserve the prescription at ${pharmacy}` }).focus();
    await page.keyboard.press('Enter');
    const status = main(page).getByRole('status');
    await expect(status).toContainText(new RegExp(`^Reserved: APT-\\d+ at ${pharmacy}\\.`));
    await expect(main(page).getByText('Everything on the prescription is reserved.')).toBeVisible();
    expect(await healthDataSeen(page, requested)).not.toMatch(new RegExp(`${DEMO_LBO}|${PRESCRIPTION_IDS.ready}`));

    // The reservation is an order of the account.
    await status.getByRole('link', { name: /^Open reservation APT-\d+$/ }).click();
    await expect(page).toHaveURL(/\/en\/lk\/orders\/\d+$/);
    await expect(main(page).getByText(pharmacy).first()).toBeVisible();
  });

  test('in Serbian: each refusal said, a shortage said, and the LBO kept only when asked, until sign-out', async ({
    page,
    signIn,
  }) => {
    await page.goto('/en/');
    await signIn();
    await page.goto('/sr/lk/erecept');
    const form = main(page).getByRole('form', { name: 'Pronađite svoj eRecept' });
    const id = form.getByRole('textbox', { name: 'Broj eRecepta' });
    const lbo = form.getByRole('textbox', { name: 'LBO (broj zdravstvenog osiguranja)' });
    const find = form.getByRole('button', { name: 'Pronađi apoteke' });
    const alert = main(page).getByRole('region', { name: 'Pronađite svoj eRecept' }).getByRole('alert');

    await lbo.fill('1234');
    await find.click();
    await expect(lbo).toHaveAccessibleDescription(/LBO ima tačno 11 cifara/);

    await lbo.fill(DEMO_LBO);
    await id.fill(PRESCRIPTION_IDS.expired);
    await find.click();
    await expect(alert).toContainText('Ovaj eRecept je istekao');
    await id.fill(PRESCRIPTION_IDS.dispensed);
    await find.click();
    await expect(alert).toContainText('Lekovi sa ovog eRecepta su već izdati');
    await id.fill('ER0000000000');
    await find.click();
    await expect(alert).toContainText('Nismo pronašli ovaj eRecept');

    await id.fill(PRESCRIPTION_IDS.shortage);
    await form.getByRole('checkbox', { name: 'Zapamti moj LBO na ovom uređaju' }).check();
    await find.click();
    await expect(main(page).getByText(/^Nijedna apoteka u gradu Beograd ga trenutno nema/)).toBeVisible();
    await expect(main(page).getByRole('article').first()).toContainText(/Ima 1 od 2: nedostaje /);
    expect(await mainViolations(page)).toEqual([]);

    // Remembered on this device: the next visit has the LBO, never the eRecept's number.
    await page.reload();
    await expect(lbo).toHaveValue(DEMO_LBO);
    await expect(id).toHaveValue('');
    await page.getByRole('navigation', { name: 'Lični nalog' }).getByRole('button', { name: 'Odjavi se' }).click();
    await expect(page).toHaveURL(/\/sr\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('aptk_erecept_lbo'))).toBeNull();
  });
});
