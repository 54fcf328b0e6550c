import ru from '../../i18n/ru.json';
import sr from '../../i18n/sr.json';
import { getDataset } from '../../mocks/data/dataset';
import { escape, expect as baseExpect, mainViolations, test, widthInTurn } from './fixtures';
import { FULL_BROWSER } from '../browsers';

/**
 * Ask a pharmacist (docs/decisions.md, "Ask a pharmacist"): from a product page, by keyboard,
 * past the 194 note, to the confirmation; then the mock's pharmacist answers (its QA move,
 * docs/mock-backend.md, "Ask a pharmacist") and the answer is in "My questions", with one
 * neutral notice shown through the service worker.
 */
// Notifications need the full browser (test/browsers.ts).
test.use(FULL_BROWSER);

const expect = baseExpect.configure({ timeout: 10_000 });
const PRODUCT = 1001;
const productName = getDataset().productById.get(PRODUCT)?.name.en ?? 'missing product';
const QUESTION = 'Can I take it together with ibuprofen?';

test('a question from a product page, answered in "My questions" with a neutral notice', async ({
  page,
  context,
  signIn,
}) => {
  // About 10 s on a quiet machine; the margin is for a CI machine busy with builds.
  await page.goto(`/en/detail/${PRODUCT}`);
  await signIn();
  const main = page.getByRole('main');
  const entry = main.getByRole('link', { name: 'Ask a pharmacist' });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/ask\\?product=${PRODUCT}$`));

  const note = main.getByRole('complementary', { name: 'Not for emergencies' });
  await expect(note.getByRole('link', { name: '194' })).toHaveAttribute('href', 'tel:194');
  await expect(main.getByRole('checkbox', { name: `The question is about: ${productName}` })).toBeChecked();
  await expect(main.getByLabel('Phone number')).toHaveValue('+381 (64) 123 4567');
  await main.getByRole('textbox', { name: 'Question' }).focus();
  await page.keyboard.type(QUESTION);
  await expect(main.getByText('10 to 1000 characters. Typed: 38.')).toBeVisible();
  expect(await mainViolations(page)).toEqual([]);
  await main.getByRole('button', { name: 'Send the question' }).focus();
  await page.keyboard.press('Enter');

  const done = main.getByRole('region', { name: /^Question Q-\d+ has been sent$/ });
  await expect(done).toBeFocused();
  await expect(done).toContainText('A pharmacist will answer by text message to +381 64 123 4567.');
  await context.grantPermissions(['notifications']);
  await done.getByRole('button', { name: 'Notify me when it is answered' }).focus();
  await page.keyboard.press('Enter');
  await expect(done.getByText(/^Notifications are on/)).toBeVisible();

  // The pharmacist answers now (the mock's QA move); the list asks again when it is opened.
  await page.evaluate(() => window.aptkMock?.answer('last'));
  await done.getByRole('link', { name: 'Go to my questions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/lk\/questions$/);
  const card = main.getByRole('article').first();
  await expect(card).toContainText(QUESTION);
  await expect(card.getByText('Answered', { exact: true })).toBeVisible();
  await expect(card.getByRole('region', { name: /^The pharmacist's answer/ })).toContainText(
    `thank you for your question about "${productName}"`,
  );
  const notifications = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body }));
    });
  // Nothing of the question on a lock screen: no product, no question, no answer.
  await expect
    .poll(notifications)
    .toEqual([{ title: 'Your pharmacist has answered', body: 'The answer is under “My questions”.' }]);
  expect(await mainViolations(page)).toEqual([]);
});

for (const [index, [locale, t]] of (
  [
    ['sr', sr],
    ['ru', ru],
  ] as const
).entries()) {
  test(
    `${locale}: a visitor asks by e-mail, in the page's language, past the 194 note`,
    widthInTurn(index),
    async ({ page }) => {
      await page.goto(`/${locale}/ask?product=${PRODUCT}`);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1, name: t['page.ask.title'] })).toBeVisible();
      const note = main.getByRole('complementary', { name: t['questions.emergency.title'] });
      await expect(note.getByRole('link', { name: '194' })).toHaveAttribute('href', 'tel:194');
      await main.getByRole('textbox', { name: t['questions.form.question'] }).fill(QUESTION);
      await main.getByRole('radio', { name: t['questions.form.byEmail'] }).check();
      await main.getByRole('textbox', { name: t['questions.form.email'] }).fill('ana@example.com');
      await main.getByRole('button', { name: t['questions.form.submit'] }).click();
      const [before, after] = t['questions.done.title'].split('{number}');
      const done = main.getByRole('region', {
        name: new RegExp(`^${escape(before ?? '')}Q-\\d+${escape(after ?? '')}$`),
      });
      await expect(done).toBeFocused();
      await expect(done).toContainText('ana@example.com');
      expect(await mainViolations(page)).toEqual([]);
    },
  );
}
