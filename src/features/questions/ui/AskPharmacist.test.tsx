import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { getDataset } from '@mocks/data/dataset';
import { setupDemoSignIn } from '@/testing/demoClient';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { AskPharmacist } from './AskPharmacist';

const server = setupMockBackend();
jest.setTimeout(30_000);

const PRODUCT = 1001;
const productName = getDataset().productById.get(PRODUCT)?.name.en ?? 'missing product';
const signInDemo = setupDemoSignIn('ask-pharmacist-test-token');

const renderAsk = (path = '/ask') => renderWithProviders(<AskPharmacist />, { path, routePath: '/ask', toasts: true });
const questionBox = () => screen.getByRole('textbox', { name: 'Question' });
const send = () => screen.getByRole('button', { name: 'Send the question' });

describe('ask a pharmacist', () => {
  it('shows the emergency note with 194 to call, and sends nothing while the question is too short', async () => {
    const user = userEvent.setup();
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/questions')) asked += 1;
    });
    renderAsk();
    const note = screen.getByRole('complementary', { name: 'Not for emergencies' });
    expect(within(note).getByRole('link', { name: '194' })).toHaveAttribute('href', 'tel:194');
    // Nothing about a product when not opened from one.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.type(questionBox(), 'Too short');
    expect(questionBox()).toHaveAccessibleDescription('10 to 1000 characters. Typed: 9.');
    await user.click(send());
    expect(await screen.findByText('The question is too short: write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter your phone number')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'By e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ana@');
    await user.click(send());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(questionBox()).toHaveAttribute('maxlength', '1000');
    expect(asked).toBe(0);
    server.events.removeAllListeners();
  });

  it('asks about the product it was opened from, with the signed-in client’s phone, and confirms', async () => {
    signInDemo();
    const user = userEvent.setup();
    renderAsk(`/ask?product=${PRODUCT}`);
    const about = await screen.findByRole(
      'checkbox',
      { name: `The question is about: ${productName}` },
      { timeout: 10_000 },
    );
    expect(about).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveValue('+381 (64) 123 4567'), {
      timeout: 10_000,
    });
    await user.type(questionBox(), 'Can I take it together with ibuprofen?');
    await user.click(send());
    const done = await screen.findByRole('region', { name: /^Question Q-\d+ has been sent$/ }, { timeout: 10_000 });
    expect(done).toHaveFocus();
    expect(done).toHaveTextContent('A pharmacist will answer by text message to +381 64 123 4567.');
    expect(within(done).getByRole('link', { name: 'Go to my questions' })).toHaveAttribute('href', '/lk/questions');
    const [stored] = db().questions;
    expect(stored).toMatchObject({ productId: PRODUCT, question: 'Can I take it together with ibuprofen?' });
    expect(stored?.userId).not.toBeNull();
  });

  it('keeps every field and shows the server’s message when the question is refused', async () => {
    server.use(
      http.post('*/site/v1/questions', () =>
        HttpResponse.json({ message: 'Pitanja trenutno nisu moguća' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    const { toasts } = renderAsk(`/ask?product=${PRODUCT}`);
    const about = await screen.findByRole(
      'checkbox',
      { name: `The question is about: ${productName}` },
      { timeout: 10_000 },
    );
    await user.click(about);
    await user.type(questionBox(), 'Is it safe while breastfeeding?');
    await user.click(screen.getByRole('radio', { name: 'By e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ana@example.com');
    await user.click(send());
    await waitFor(
      () =>
        expect(toasts().map((toast) => [toast.getAttribute('role'), toast.textContent])).toEqual([
          ['alert', 'Pitanja trenutno nisu moguća'],
        ]),
      { timeout: 10_000 },
    );
    expect(questionBox()).toHaveValue('Is it safe while breastfeeding?');
    expect(screen.getByRole('radio', { name: 'By e-mail' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('ana@example.com');
    expect(about).not.toBeChecked();
    expect(send()).toBeEnabled();
  });

  it('tells a visitor the answer comes to the e-mail given, and keeps the question out of the store’s DevTools view', async () => {
    const user = userEvent.setup();
    const { store } = renderAsk();
    expect(screen.getByText(/You need not sign in/)).toBeInTheDocument();
    await user.type(questionBox(), 'What helps against a dry cough at night?');
    await user.click(screen.getByRole('radio', { name: 'By e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'Ana@Example.com');
    await user.click(send());
    const done = await screen.findByRole('region', { name: /^Question Q-\d+ has been sent$/ }, { timeout: 10_000 });
    expect(done).toHaveTextContent('A pharmacist will answer to ana@example.com.');
    expect(done).toHaveTextContent(/If you call the pharmacy about it, give the number Q-\d+\./);
    expect(within(done).queryByRole('link', { name: 'Go to my questions' })).not.toBeInTheDocument();
    expect(db().questions[0]?.userId).toBeNull();
    // Health data: the mutation's arguments and answer are in the store, masked for DevTools.
    const { maskSecrets } = await import('@/shared/lib');
    const shownToDevTools = JSON.stringify(maskSecrets(store.getState()));
    expect(JSON.stringify(store.getState())).toContain('dry cough');
    expect(shownToDevTools).not.toContain('dry cough');
  });
});
