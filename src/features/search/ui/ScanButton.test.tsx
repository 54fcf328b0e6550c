import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { selectOpenDialog } from '@/shared/ui';
import { HeaderSearch } from './HeaderSearch';
import BarcodeScanDialog from './BarcodeScanDialog';

setupMockBackend();

const withDetector = () => {
  Object.defineProperty(window, 'BarcodeDetector', {
    configurable: true,
    value: class {
      detect = () => Promise.resolve([]);
    },
  });
};

afterEach(() => {
  Reflect.deleteProperty(window, 'BarcodeDetector');
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('scanning a barcode from the search', () => {
  it('offers no scan button where the browser cannot read barcodes', () => {
    renderWithProviders(<HeaderSearch />);
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan barcode' })).not.toBeInTheDocument();
  });

  it('opens the scanner from the scan button where the BarcodeDetector API exists', async () => {
    withDetector();
    const { store } = renderWithProviders(<HeaderSearch />);
    await userEvent.click(screen.getByRole('button', { name: 'Scan barcode' }));
    expect(selectOpenDialog(store.getState())).toEqual({ id: 'barcode-scan', data: { reopen: null } });
  });

  it('says clearly when the camera is refused', async () => {
    withDetector();
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    renderWithProviders(<BarcodeScanDialog />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The camera is not available: access was refused or there is no camera.',
    );
  });

  it('gives the phone’s search panel back when closed without a hit', async () => {
    withDetector();
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    const { store } = renderWithProviders(<BarcodeScanDialog />, {
      preloadedState: { dialog: { open: { id: 'barcode-scan', data: { reopen: 'mobile-search' } } } },
    });
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(selectOpenDialog(store.getState())?.id).toBe('mobile-search');
  });
});
