import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { loadCityDialog } from '@/features/city';
import { addPartMessages } from '@/shared/i18n';
import { openDialog } from '@/shared/ui';
import { DialogHost } from './DialogHost';

// The dialog's own messages (its `<id>-dialog` part, docs/performance.md "Messages per route"),
// held back until the test lets them arrive. A file of its own: React.lazy keeps a dialog's
// module once it has come, so DialogHost.test.tsx's dialogs would already be there.
jest.mock('@/features/city', () => ({
  ...jest.requireActual<object>('@/features/city'),
  loadCityDialog: jest.fn(),
}));
jest.mock('@/shared/i18n', () => {
  const actual = jest.requireActual<typeof import('@/shared/i18n')>('@/shared/i18n');
  return { ...actual, addPartMessages: jest.fn(actual.addPartMessages) };
});

setupMockBackend();

describe('DialogHost before a dialog messages are in', () => {
  it('shows the dialog only when its messages are there too, never their ids', async () => {
    // The dialog's code is there at once.
    const code = jest.requireActual<typeof import('@/features/city/ui/CityDialog')>('@/features/city/ui/CityDialog');
    jest.mocked(loadCityDialog).mockResolvedValue(code);
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const actual = jest.requireActual<typeof import('@/shared/i18n')>('@/shared/i18n');
    jest.mocked(addPartMessages).mockImplementation((part) => arrived.then(() => actual.addPartMessages(part)));
    const { store } = renderWithProviders(<DialogHost />);
    act(() => {
      store.dispatch(openDialog('city'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(jest.mocked(addPartMessages)).toHaveBeenCalledWith('city-dialog');
    // Every promise settled so far has run its callbacks (a task later): the code is in, its
    // messages are not.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(jest.mocked(loadCityDialog)).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () => release());
    expect(await screen.findByRole('dialog', { name: 'Choose your city' })).toBeInTheDocument();
    expect(screen.queryByText(/city\.\w+/)).not.toBeInTheDocument();
  });
});
