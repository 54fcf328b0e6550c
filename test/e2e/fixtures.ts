import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Prerendered pages are visible before the app has hydrated them, and a tap on a button that
 * React does not own yet does nothing. A shopper waits until the page responds; these tests
 * wait for the app's own signal (`<html data-app-ready>`, src/app/start.tsx) after every load.
 */
const waitForApp = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

/** Makes `goto` and `reload` of a page resolve once the app is ready. */
const waitingForApp = (page: Page): void => {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
};

export const test = base.extend({
  // Every page of the context, the test's own `page` and those a test opens itself.
  context: async ({ context }, provide) => {
    context.on('page', waitingForApp);
    for (const page of context.pages()) waitingForApp(page);
    await provide(context);
  },
});
