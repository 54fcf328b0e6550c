import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/testing/render';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { SubscribeForm } from './SubscribeForm';

const server = setupMockBackend();

const bodies: unknown[] = [];
beforeEach(() => {
  bodies.length = 0;
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/subscribe')) bodies.push(await request.clone().json());
  });
});
afterEach(() => server.events.removeAllListeners());

/** The form with the app's toast region, so a test reads the toast a visitor reads. */
const renderForm = () => renderWithProviders(<SubscribeForm />, { toasts: true });

const field = () => screen.getByRole('textbox', { name: 'Your e-mail' });
const submit = () => screen.getByRole('button', { name: 'Subscribe' });

describe('SubscribeForm', () => {
  it('sends nothing for an empty address and marks the field only after the press', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    await user.click(submit());
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter your e-mail')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends nothing for an invalid address and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field(), 'ana@');
    await user.click(submit());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(field()).toHaveValue('ana@');
    expect(bodies).toEqual([]);
  });

  it('subscribes a valid address: disabled while sending, then cleared with a success message', async () => {
    // The server holds its answer until the test has seen the form waiting for it.
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.put('*/site/v1/subscribe', async () => {
        await answered;
        return HttpResponse.json({});
      }),
    );
    renderForm();
    await user.type(field(), '  ana@example.com ');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('group')).toBeDisabled());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.getByRole('group')).toBeDisabled();
    act(() => answer());
    expect(await screen.findByRole('status')).toHaveTextContent('You are subscribed to our newsletter');
    expect(screen.getAllByText('You are subscribed to our newsletter')).toHaveLength(2);
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(screen.getByRole('group')).toBeEnabled();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    expect(bodies).toEqual([{ email: 'ana@example.com', is_deleted: true }]);
  });

  it('on failure keeps the address, says so, and the server message is toasted', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/site/v1/subscribe', () => HttpResponse.json({ message: 'Service is resting' }, { status: 500 })),
    );
    renderForm();
    await user.type(field(), 'ana@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Service is resting');
    expect(
      screen.getByText('We could not subscribe you. Your address is still in the field, please try again.'),
    ).toBeInTheDocument();
    expect(field()).toHaveValue('ana@example.com');
    expect(screen.getByRole('group')).toBeEnabled();
  });
});
