import config from '../../playwright.config';
import { expect, test } from './fixtures';

/**
 * Scanning with the camera (issue 15, part 3): Chromium's fake camera gives the frames and a
 * stubbed BarcodeDetector "reads" the EAN the test chose. Launch options are per worker, so
 * they live in a file of their own; the rest of the suite runs without a camera.
 */
const { launchOptions = {} } = config.use ?? {};

test.use({
  permissions: ['camera'],
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('a barcode scanned with the camera opens its product', async ({ page }) => {
  await page.goto('/en/detail/1013');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const ean =
    (await page
      .getByRole('region', { name: 'Leaflet summary' })
      .getByText(/^860\d{10}$/)
      .textContent()) ?? '';
  expect(ean).toMatch(/^860\d{10}$/);

  await page.addInitScript((code) => {
    class FakeBarcodeDetector {
      detect() {
        return Promise.resolve([{ rawValue: code, format: 'ean_13' }]);
      }
    }
    Object.defineProperty(window, 'BarcodeDetector', { value: FakeBarcodeDetector, configurable: true });
  }, ean);
  await page.goto('/en');
  const scan = page.getByRole('banner').getByRole('button', { name: 'Scan barcode' });
  await scan.click();
  // The dialog opens, the camera starts and the first frame read opens the product.
  await expect(page).toHaveURL('/en/detail/1013', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('dialog', { name: 'Scan a barcode' })).toBeHidden();
});

test('the scanner says so when no camera can be used, and gives the focus back', async ({ page }) => {
  await page.addInitScript(() => {
    class IdleBarcodeDetector {
      detect() {
        return Promise.resolve([]);
      }
    }
    Object.defineProperty(window, 'BarcodeDetector', { value: IdleBarcodeDetector, configurable: true });
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.goto('/en');
  const scan = page.getByRole('banner').getByRole('button', { name: 'Scan barcode' });
  await scan.click();
  const dialog = page.getByRole('dialog', { name: 'Scan a barcode' });
  await expect(dialog.getByRole('alert')).toContainText('The camera is not available');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(scan).toBeFocused();
});
