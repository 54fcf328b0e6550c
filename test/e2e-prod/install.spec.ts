import { expect, test } from '../e2e/fixtures';

/**
 * The storefront installs as an app (docs/decisions.md, "Service worker"): every page links the web
 * app manifest, and Chromium finds nothing missing for installing the production build.
 */
test('the production build is installable', { tag: '@one-viewport' }, async ({ page, context }) => {
  await page.goto('/en/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
    name: 'Apoteka Vita',
    start_url: 'sr/',
    display: 'standalone',
  });
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are off the record, which no site can change: every other reason
  // (no manifest, no icon, no worker, wrong start_url or display) would be the site's.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});
