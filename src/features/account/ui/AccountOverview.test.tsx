import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { issueAuthToken } from '@mocks/handlers/auth';
import { AccountEntry } from '@/features/auth';
import { readCookie, removeCookie, writeCookie } from '@/shared/storage';
import { renderWithProviders } from '@/testing/render';
// Not a React hook (it registers jest hooks): aliased so rules-of-hooks does not misfire.
import { setupMockBackend } from '@/testing/msw';
import { AccountOverview } from './AccountOverview';
import { AccountNav } from './AccountNav';

const server = setupMockBackend();
jest.setTimeout(20_000);
afterEach(() => removeCookie('auth_token'));

/** A session of the demo client, made in the mock backend; the page loads the profile itself. */
const renderSignedIn = async () => {
  const client = db().users[0];
  if (!client) throw new Error('the mock has no demo client');
  writeCookie('auth_token', issueAuthToken(db(), client), 1);
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(
    <>
      <AccountEntry />
      <AccountOverview />
      <AccountNav />
    </>,
    { path: '/lk', toasts: true },
  );
  await screen.findByText('Hello, Milica Jovanović');
  return { user, ...view };
};

/** What the header shows: the way to the account while signed in, "Sign in" once the session is over. */
const signedIn = () => screen.queryByRole('link', { name: 'Account' }) !== null;
const signedOut = () => screen.queryByRole('button', { name: 'Sign in / Register' }) !== null;

describe('personal area', () => {
  it('shows the name, e-mail and phone', async () => {
    await renderSignedIn();
    const details = screen.getByRole('region', { name: 'Personal details' });
    expect(within(details).getByText('Milica Jovanović')).toBeInTheDocument();
    expect(within(details).getByText('milica@example.rs')).toBeInTheDocument();
    expect(within(details).getByText('+381 64 123 4567')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('changes the name and shows it without reloading the profile', async () => {
    const { user } = await renderSignedIn();
    let profileCalls = 0;
    server.use(
      http.get('*/site/v1/clients', () => {
        profileCalls += 1;
        return undefined;
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Change Name' }));
    const field = screen.getByLabelText('Name');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '  Milica Petrović ');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Hello, Milica Petrović')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Name' })).toBeInTheDocument();
    expect(profileCalls).toBe(0);
  });

  it('refuses an empty name and keeps an e-mail the server rejects', async () => {
    const { user } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Change Name' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change Name' })).toHaveFocus());

    server.use(
      http.put('*/site/v1/clients/email', () => HttpResponse.json({ message: 'Address blocked' }, { status: 400 })),
    );
    await user.click(screen.getByRole('button', { name: 'Change E-mail' }));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'nova@example.rs');
    await user.type(screen.getByLabelText('Current password (to confirm the change)'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Address blocked');
    expect(screen.getByLabelText('E-mail')).toHaveValue('nova@example.rs');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks for the current password before changing the e-mail, and keeps what was typed when it is wrong', async () => {
    let body: unknown;
    server.use(
      http.put('*/site/v1/clients/email', async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
    );
    const { user, toasts } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Change E-mail' }));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'nova@example.rs');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(body).toBeUndefined();

    const password = screen.getByLabelText('Current password (to confirm the change)');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This password is not right/)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // The wrong password is said once, on its field, not in a toast as well.
    expect(toasts()).toEqual([]);
    expect(screen.getByLabelText('E-mail')).toHaveValue('nova@example.rs');
    expect(password).toHaveValue('wrong');
    expect(db().users[0]?.email).toBe('milica@example.rs');

    await user.clear(password);
    await user.type(password, 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('nova@example.rs')).toBeInTheDocument();
    expect(body).toEqual({ email: 'nova@example.rs', password: 'demo1234' });
    expect(db().users[0]?.email).toBe('nova@example.rs');
  });

  it('changes the password, and says so when the current one is wrong', async () => {
    const { user, toasts } = await renderSignedIn();
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'wrong');
    await user.type(within(form).getByLabelText('New password'), 'nova123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/This password is not right/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(toasts()).toEqual([]);
    expect(within(form).getByLabelText('New password')).toHaveValue('nova123');
    expect(within(form).getByLabelText('Current password')).toHaveValue('wrong');

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'demo1234');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('deletes the profile after a confirmation with a reason and ends the session', async () => {
    let body: unknown;
    server.use(
      http.post('*/site/v1/clients/delete', async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
    );
    const { user, toasts } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    expect(screen.getByText(/Are you sure you want to delete your profile/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Choose a reason')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Another reason' }));
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Write a few words about the reason')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/More about the reason/), 'Selim se');
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.type(screen.getByLabelText('Current password (to confirm the change)'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText(/This password is not right/)).toBeInTheDocument();
    expect(signedIn()).toBe(true);
    expect(toasts()).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Another reason' })).toBeChecked();
    expect(screen.getByLabelText(/More about the reason/)).toHaveValue('Selim se');

    await user.clear(screen.getByLabelText('Current password (to confirm the change)'));
    await user.type(screen.getByLabelText('Current password (to confirm the change)'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(signedOut()).toBe(true));
    expect(readCookie('auth_token')).toBeUndefined();
    expect(body).toEqual({
      device_token: expect.stringMatching(/^[0-9A-F]{64}$/),
      reason: 'Another reason: Selim se',
      password: 'demo1234',
    });
  });

  it('keeps the session and the reason when deletion fails', async () => {
    server.use(http.post('*/site/v1/clients/delete', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    await user.click(screen.getByRole('radio', { name: 'I have another profile' }));
    await user.type(screen.getByLabelText('Current password (to confirm the change)'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: site');
    expect(signedIn()).toBe(true);
    expect(screen.getByRole('radio', { name: 'I have another profile' })).toBeChecked();
  });

  it('signs out from the navigation', async () => {
    const { user } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(signedOut()).toBe(true));
    expect(readCookie('auth_token')).toBeUndefined();
  });
});
