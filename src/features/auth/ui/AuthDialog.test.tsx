import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadPhoneField } from '@/shared/ui';
import { readCookie, removeCookie, writeCookie } from '@/shared/storage';
import { renderWithProviders } from '@/testing/render';
// Not a React hook (it registers jest hooks): aliased so rules-of-hooks does not misfire.
import { setupMockBackend } from '@/testing/msw';
import { AuthHarness } from '../testing/AuthHarness';

const server = setupMockBackend();

beforeAll(async () => {
  await loadPhoneField();
});
afterEach(() => {
  jest.useRealTimers();
  removeCookie('auth_token');
  removeCookie('device_token');
});

// Several forms are filled per test on a shared machine: keystrokes without pauses, more time.
jest.setTimeout(20_000);

const openDialog = async () => {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<AuthHarness />);
  await user.click(screen.getByRole('button', { name: 'Sign in / Register' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in / Register' });
  return { user, dialog, ...view };
};

const signIn = async (user: ReturnType<typeof userEvent.setup>, phone: string, password: string) => {
  await user.type(screen.getByLabelText('Phone number'), phone);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(within(screen.getByRole('form', { name: 'Sign in' })).getByRole('button', { name: 'Sign in' }));
};

describe('sign-in dialog', () => {
  it('opens in sign-in mode with the intro, the consent links and Restore password', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('Register or sign in to access your orders and favorites')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacypolicy');
    expect(within(dialog).getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('href', '/termsofservice');
    expect(within(dialog).getByRole('button', { name: 'Restore password' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('E-mail')).not.toBeInTheDocument();
  });

  it('signs in, stores the token cookie, shows the success message and the Account link', async () => {
    const { user } = await openDialog();
    await signIn(user, '641234567', 'demo1234');
    expect(await screen.findByText('Sign in was successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute('href', '/lk');
    expect(readCookie('auth_token')).toMatch(/^aptk_/);
  });

  it('sends the phone with digits, + and spaces only', async () => {
    let sent: unknown;
    server.use(
      http.put('*/site/v1/auth/phone', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'nope' }, { status: 400 });
      }),
    );
    const { user } = await openDialog();
    await signIn(user, '0641234567', 'secret');
    await waitFor(() => expect(sent).toEqual({ phone: '+381 64 123 4567', password: 'secret' }));
  });

  it('shows errors only after the first submit', async () => {
    const { user, dialog } = await openDialog();
    await user.type(screen.getByLabelText('Phone number'), '641');
    await user.tab();
    expect(within(dialog).queryByText(/8 or 9 digits/)).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('form', { name: 'Sign in' })).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('The phone number must have 8 or 9 digits after +381')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your password')).toBeInTheDocument();
  });

  it('shows the server message on a wrong password and keeps what was typed', async () => {
    const { user } = await openDialog();
    await signIn(user, '641234567', 'wrong');
    expect(await screen.findByText('Wrong phone number or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('+381 (64) 123 4567');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(
      within(screen.getByRole('form', { name: 'Sign in' })).getByRole('button', { name: 'Sign in' }),
    ).toBeEnabled();
    expect(readCookie('auth_token')).toBeUndefined();
  });

  it('shows Error: site when the server gives no message', async () => {
    server.use(http.put('*/site/v1/auth/phone', () => new HttpResponse('broken', { status: 500 })));
    const { user } = await openDialog();
    await signIn(user, '641234567', 'demo1234');
    expect(await screen.findByText('Error: site')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the typed phone when switching tabs with the arrow keys', async () => {
    const { user, dialog } = await openDialog();
    await user.type(screen.getByLabelText('Phone number'), '641234567');
    // Focusing leaves the phone field, and formik updates on that blur.
    act(() => within(dialog).getByRole('tab', { name: 'Sign in' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Register' })).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+381 (64) 123 4567');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
  });
});

describe('registration', () => {
  const fillRegistration = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Phone number'), '651112233');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.rs');
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Password'), 'novaLozinka1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  };

  it('asks for the SMS code with a resend countdown, then registers and signs in', async () => {
    const { user } = await openDialog();
    await fillRegistration(user);
    const code = await screen.findByLabelText('Code from the SMS');
    expect(code).toHaveFocus();
    expect(screen.getByText(/We have sent a code by SMS to/)).toHaveTextContent('+381 65 111 2233');
    expect(screen.getByRole('button', { name: /Resend SMS \(\d+ s\)/ })).toBeDisabled();
    expect(screen.queryByText('Enter the code from the SMS')).not.toBeInTheDocument();

    await user.type(code, '9999');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Wrong SMS code.')).toBeInTheDocument();
    expect(code).toHaveValue('9999');

    await user.clear(code);
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Register completed successfully')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Account' })).toBeInTheDocument();
  });

  it('sends the device token with the code', async () => {
    let confirmBody: Record<string, string> = {};
    server.use(
      http.put('*/site/v1/auth/confirm', async ({ request }) => {
        confirmBody = (await request.json()) as Record<string, string>;
        return HttpResponse.json({ message: 'stop here' }, { status: 400 });
      }),
    );
    const { user } = await openDialog();
    await fillRegistration(user);
    await user.type(await screen.findByLabelText('Code from the SMS'), '1234');
    await user.keyboard('{Enter}');
    await screen.findByText('stop here');
    expect(confirmBody.code).toBe('1234');
    expect(confirmBody.session).toEqual(expect.any(String));
    expect(confirmBody.device_token).toMatch(/^[0-9A-F]{64}$/);
    expect(readCookie('device_token')).toBe(confirmBody.device_token);
  });

  it('signs in at once when the server answers with an auth token', async () => {
    server.use(
      http.put('*/site/v1/auth/register', () => HttpResponse.json({ auth_token: 'aptk_direct' })),
      http.get('*/site/v1/clients', ({ request }) =>
        request.headers.get('auth-token') === 'aptk_direct'
          ? HttpResponse.json({ phone: '+381 65 111 2233', email: 'ana@example.rs', name: 'Ana' })
          : HttpResponse.json({ message: 'unknown token', action: 'logout' }, { status: 401 }),
      ),
      // Signed in, the store loads the client's favourites (docs/decisions.md, "Catalogue").
      http.get('*/site/v1/favourites', () => HttpResponse.json({ list: [] })),
    );
    const { user } = await openDialog();
    await fillRegistration(user);
    expect(await screen.findByText('Register completed successfully')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code from the SMS')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(readCookie('auth_token')).toBe('aptk_direct');
  });

  it('enables Resend when the countdown ends and starts it again after resending', async () => {
    // The countdown's second passes on a fake clock, not in real time.
    jest.useFakeTimers();
    server.use(http.put('*/site/v1/auth/register', () => HttpResponse.json({ session: 's1', next_try: 1 })));
    server.use(http.put('*/site/v1/auth/resend', () => HttpResponse.json({ next_try: 30 })));
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<AuthHarness />);
    await user.click(screen.getByRole('button', { name: 'Sign in / Register' }));
    await fillRegistration(user);
    const resend = await screen.findByRole('button', { name: 'Resend SMS (1 s)' });
    expect(resend).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend SMS' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Resend SMS' }));
    expect(await screen.findByText('A new code has been sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend SMS (30 s)' })).toBeDisabled();
  });

  it('goes back to the details with everything still typed', async () => {
    const { user } = await openDialog();
    await fillRegistration(user);
    await user.click(await screen.findByRole('button', { name: 'Change details' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.rs');
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+381 (65) 111 2233');
  });

  it('refuses an already registered phone with the server message', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Phone number'), '641234567');
    await user.type(screen.getByLabelText('E-mail'), 'x@example.rs');
    await user.type(screen.getByLabelText('Name'), 'X');
    await user.type(screen.getByLabelText('Password'), 'p');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('A client with this phone number already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('x@example.rs');
  });
});

describe('password recovery', () => {
  it('goes through the three steps, signs in and the new password works', async () => {
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Phone number'), '641234567');
    await user.click(screen.getByRole('button', { name: 'Restore password' }));

    const dialog = await screen.findByRole('dialog', { name: 'Password recovery' });
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Please indicate your phone number, a confirmation code will be sent to it/),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('+381 (64) 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    expect(await within(dialog).findByText('Step 2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByText(/A confirmation code has been sent to/)).toHaveTextContent('+381 64 *** **67');
    await user.type(within(dialog).getByLabelText('Code from the SMS'), '1234');
    await user.keyboard('{Enter}');

    expect(await within(dialog).findByText('Please indicate your new password')).toBeInTheDocument();
    expect(within(dialog).queryByText('Enter a new password')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New password'), 'novaLozinka');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'novaLozinkX');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await within(dialog).findByText('The passwords do not match')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'novaLozinka');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password change was successful')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Account' })).toBeInTheDocument();
  });

  it('keeps the phone when the server refuses it', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Restore password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password recovery' });
    await user.type(within(dialog).getByLabelText('Phone number'), '601112233');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('There is no client with this phone number.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('+381 (60) 111 2233');
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('returns to sign-in with the phone', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Restore password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password recovery' });
    await user.type(within(dialog).getByLabelText('Phone number'), '637654321');
    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    await screen.findByRole('dialog', { name: 'Sign in / Register' });
    expect(screen.getByLabelText('Phone number')).toHaveValue('+381 (63) 765 4321');
  });
});

describe('a stored token', () => {
  it('that the server no longer knows is dropped', async () => {
    writeCookie('auth_token', 'aptk_stale', 1);
    renderWithProviders(<AuthHarness />);
    expect(await screen.findByText('Please sign in again.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in / Register' })).toBeInTheDocument();
    await waitFor(() => expect(readCookie('auth_token')).toBeUndefined());
  });
});
