import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { openDialog, selectOpenDialog } from '@/shared/ui';
import { readCookie, removeCookie } from '@/shared/storage';
import { selectCityId, selectCityRefreshing } from '../model/citySlice';
import CityDialog from './CityDialog';

setupMockBackend();

afterEach(() => removeCookie('city'));

const renderDialog = () => {
  const view = renderWithProviders(<CityDialog />, {
    preloadedState: { city: { selectedId: 1, confirmed: true, refreshing: false, restored: true } },
  });
  view.store.dispatch(openDialog('city'));
  return view;
};

describe('CityDialog', () => {
  it('shows the selected city, the note and every city', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Choose your city' });
    expect(
      within(dialog).getByText('Prices and availability of goods depend on the selected city'),
    ).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Cities' });
    const cities = within(list).getAllByRole('button');
    expect(cities).toHaveLength(14);
    expect(cities[0]).toHaveTextContent('Belgrade');
    expect(cities[0]).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByText('Belgrade', { selector: 'strong' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('choosing a city stores it, starts the rebuild and closes the dialog', async () => {
    const user = userEvent.setup();
    const { store } = renderDialog();
    // The rebuild may be over by the time the click resolves (a busy machine): what counts is
    // that it started.
    const refreshing: boolean[] = [];
    store.subscribe(() => refreshing.push(selectCityRefreshing(store.getState())));
    await user.click(await screen.findByRole('button', { name: 'Niš' }));
    expect(selectCityId(store.getState())).toBe(3);
    expect(readCookie('city')).toBe('3');
    expect(refreshing).toContain(true);
    expect(selectOpenDialog(store.getState())).toBeNull();
  });

  it('choosing the current city only closes the dialog', async () => {
    const user = userEvent.setup();
    const { store } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Belgrade' }));
    expect(selectOpenDialog(store.getState())).toBeNull();
    expect(selectCityRefreshing(store.getState())).toBe(false);
    expect(readCookie('city')).toBeUndefined();
  });
});
