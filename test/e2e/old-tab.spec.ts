import { routeError, chunkScript, expect, test, type Page } from './fixtures';

/**
 * Issue 39, part 3: a file that no release has any more (a broken deploy, or a purge of both):
 * the tab reloads once, then shows the page's error with its Reload, and never loops
 * (docs/decisions.md, "Old tabs after a deploy"). The deploy under an open tab, with two real
 * releases, is test/e2e-deploy/old-tab.spec.ts.
 */

/** A script or stylesheet named by its content: a build's own file. */
const ASSET = /\.[0-9a-f]{6,8}\.(js|css)(\?.*)?$/;

/** Answers 404 for the files given to `lack`, for every document, as a host that lacks them. */
const lackingServer = async (page: Page) => {
  const lacking: RegExp[] = [];
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.context().route(ASSET, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (lacking.some((gone) => gone.test(path)))
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    return route.fallback();
  });
  return { lack: (file: RegExp) => lacking.push(file), loads: () => loads };
};

test(
  'a file that the new build lacks too: one reload, then the page’s error with its Reload, no loop',
  { tag: '@one-viewport' },
  async ({ page }) => {
    const server = await lackingServer(page);
    // The app asks whether the server answers for a missing file before it decides: one ask per
    // decision (the mock backend's service worker passes it on: not counted twice).
    let asks = 0;
    page.on('request', (request) => {
      if (request.method() === 'HEAD' && ASSET.test(request.url()) && request.serviceWorker() === null) asks += 1;
    });
    await page.goto('/en/pharmacies');
    server.lack(chunkScript('page-about'));
    const before = server.loads();
    await page.locator('footer').getByRole('link', { name: 'About us' }).click();
    await expect(routeError(page)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(routeError(page).getByRole('button', { name: 'Reload the page' })).toBeVisible();
    // The reloaded page decided too (its file is still missing), and stays: no second reload.
    await expect.poll(() => asks, { timeout: 10_000 }).toBe(2);
    await expect(routeError(page)).toBeVisible();
    expect(server.loads()).toBe(before + 1);
  },
);
