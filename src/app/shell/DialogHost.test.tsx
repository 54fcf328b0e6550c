import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { loadCityDialog } from '@/features/city';
import { openDialog } from '@/shared/ui';
import { DialogHost } from './DialogHost';

// The dialog's chunk, held back until the test lets it arrive: a slow network or a busy phone.
jest.mock('@/features/city', () => ({
  ...jest.requireActual<object>('@/features/city'),
  loadCityDialog: jest.fn(),
}));

setupMockBackend();

describe('DialogHost before a dialog code is in', () => {
  it('keeps the press, says it is loading, and shows the dialog when its code comes', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    jest
      .mocked(loadCityDialog)
      .mockImplementation(() =>
        arrived.then(() =>
          jest.requireActual<typeof import('@/features/city/ui/CityDialog')>('@/features/city/ui/CityDialog'),
        ),
      );
    const { store } = renderWithProviders(<DialogHost />);
    act(() => {
      store.dispatch(openDialog('city'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByRole('dialog', { name: 'Choose your city' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
