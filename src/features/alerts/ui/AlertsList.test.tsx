import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { issueAuthToken } from '@mocks/handlers/auth';
import { restock } from '@mocks/qa';
import { removeCookie, writeCookie } from '@/shared/storage';
import { renderWithProviders } from '@/testing/render';
// Not a React hook (it registers jest hooks).
import { setupMockBackend } from '@/testing/msw';
import { makeAlert, missingProduct } from '../testing/fixtures';
import { AlertsList } from './AlertsList';

setupMockBackend();
beforeEach(() => localStorage.clear());
afterEach(() => removeCookie('auth_token'));

const missing = missingProduct();

describe('AlertsList (/lk)', () => {
  it("lists the client's and this browser's alerts with channel and status, and removes one", async () => {
    const client = db().users[0];
    if (!client) throw new Error('the mock has no demo client');
    // Made in this browser before signing in: an e-mail alert known by its key.
    const { store, unmount } = renderWithProviders(<p />);
    await makeAlert(store, missing, 'ana@example.com');
    unmount();
    writeCookie('auth_token', issueAuthToken(db(), client), 1);
    const view = renderWithProviders(<p />);
    await makeAlert(view.store, missing);
    view.unmount();
    restock(`${missing.productId}:${missing.cityId}`);

    const user = userEvent.setup();
    renderWithProviders(<AlertsList />, { path: '/lk' });
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('By text message to +381 64 123 4567');
    expect(rows[1]).toHaveTextContent('By e-mail to ana@example.com');
    for (const row of rows) {
      expect(within(row).getByRole('link', { name: missing.productName })).toHaveAttribute(
        'href',
        `/detail/${missing.productId}`,
      );
      expect(row).toHaveTextContent(missing.cityName);
      expect(row).toHaveTextContent('Available since');
    }

    const removeButtons = screen.getAllByRole('button', {
      name: `Remove the alert for ${missing.productName} in ${missing.cityName}`,
    });
    await user.click(removeButtons[1]!);
    await screen.findByText('By text message to +381 64 123 4567');
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('By e-mail to ana@example.com')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('aptk_alerts') ?? '[]')).toHaveLength(1);
  });

  it('says when there are none', async () => {
    const client = db().users[0];
    if (!client) throw new Error('the mock has no demo client');
    writeCookie('auth_token', issueAuthToken(db(), client), 1);
    renderWithProviders(<AlertsList />, { path: '/lk' });
    expect(await screen.findByText(/You have no stock alerts/)).toBeInTheDocument();
  });
});
