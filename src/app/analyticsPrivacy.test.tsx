import { screen, waitFor, within } from '@testing-library/react';
// Not a React hook (it registers jest hooks).
import { setupMockBackend } from '@/testing/msw';
import { readPageFields } from '@/shared/lib';
import { start } from './start';

// The browser's mock backend is a service worker; here the same handlers answer in node.
jest.mock('@mocks/browser', () => ({ startMockBackend: () => Promise.resolve() }));
setupMockBackend();
jest.setTimeout(60_000);

/**
 * What a tag manager's default tags could read after a search: the tab's title, and the page
 * view our events carry (docs/decisions.md, "Analytics and consent"). The whole app from its
 * entry, so the route's title, the page's own and the page view meet as in the browser.
 */
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.body.innerHTML = '<div id="root"></div>';
  window.dataLayer = [];
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const pageViews = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view');

describe('analytics see no search term', () => {
  it('the results page keeps the query out of the title and out of its page_view', async () => {
    window.history.replaceState(null, '', '/en/search?q=ibuprofen');
    await start();
    const main = await screen.findByRole('main', {}, { timeout: 20_000 });
    expect(await within(main).findAllByRole('article', {}, { timeout: 20_000 })).not.toEqual([]);
    await waitFor(() => expect(pageViews()).toHaveLength(1));

    // The page still says what was searched for; the tab's title does not.
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(/ibuprofen/);
    expect(document.title).toMatch(/^Search results \|/);
    expect(document.title).not.toMatch(/ibuprofen/i);
    // Explicit title and location: a tag configured from this event reads no term from the page.
    expect(pageViews()).toEqual([
      {
        event: 'page_view',
        page_path: '/en/search',
        page_location: `${window.location.origin}/en/search`,
        page_title: document.title,
        language: 'en',
      },
    ]);
    // The same fields, set for every later hit of the page (GA4's `set`, the data model).
    expect(readPageFields()).toEqual({
      page_location: `${window.location.origin}/en/search`,
      page_title: document.title,
    });
    const setCommand = (window.dataLayer ?? []).find(
      (entry) => Object.prototype.toString.call(entry) === '[object Arguments]',
    ) as ArrayLike<unknown> | undefined;
    expect(setCommand && Array.from(setCommand)).toEqual(['set', readPageFields()]);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/ibuprofen/i);
  });
});
