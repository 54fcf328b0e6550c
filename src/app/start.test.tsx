import { screen, waitFor } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { removeCookie, writeCookie } from '@/shared/storage';
import { startAppListening } from '@/shared/lifecycle';
// Not a React hook (it registers jest hooks).
import { setupMockBackend } from '@/testing/msw';
import { start } from './start';
import { PRERENDER_ATTRS } from './prerenderMarks';

// The browser's mock backend is a service worker; here the same handlers answer in node.
jest.mock('@mocks/browser', () => ({ startMockBackend: () => Promise.resolve() }));
// What is tested is start-up's order, not React's hydration: a prerendered page is rendered
// over instead, so the test needs no prerendered markup (the browser suite hydrates real pages).
jest.mock('react-dom/client', () => {
  const client = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
  return {
    ...client,
    hydrateRoot: (container: Element, children: React.ReactNode) => {
      const root = client.createRoot(container);
      root.render(children);
      return root;
    },
  };
});
setupMockBackend();
jest.setTimeout(60_000);

/**
 * The start-up sequence as store events (docs/lifecycle.md): what start.tsx dispatches, in
 * order, and what the loaders were told while they ran.
 */
const events: string[] = [];
startAppListening({
  predicate: (action: UnknownAction) => action.type.startsWith('lifecycle/') || action.type === 'app/pageHydrated',
  effect: (action) => {
    events.push(action.type.replace(/^\w+\//, ''));
  },
});

const ready = () =>
  waitFor(() => expect(document.documentElement.getAttribute('data-app-ready')).not.toBeNull(), { timeout: 10_000 });

beforeEach(() => {
  // start() is the app's own entry, not a test render: React is not told to expect act()
  // (Testing Library turns it on before each test).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  events.length = 0;
  document.documentElement.removeAttribute('data-app-ready');
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/en/about');
});
afterEach(() => {
  jest.restoreAllMocks();
  removeCookie('city');
  localStorage.clear();
});

describe('start-up (src/app/start.tsx)', () => {
  it('renders a page that was not prerendered after the first load and the visitor’s state', async () => {
    await start();
    await ready();
    expect(events).toEqual(['appBooted', 'firstLoadEnded', 'visitorStateRestored', 'appReady']);
    expect(document.documentElement).toHaveAttribute('data-app-ready', 'rendered');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('hydrates a prerendered page first and restores the visitor after it; another city’s data comes before the city', async () => {
    writeCookie('city', '2');
    document.body.innerHTML = `<div id="root" ${PRERENDER_ATTRS.path}="/about" ${PRERENDER_ATTRS.renderedAt}="${new Date().toISOString()}"></div>`;
    await start();
    await ready();
    expect(events).toEqual([
      'appBooted',
      'firstLoadEnded',
      'visitorStateRestored',
      'visitorCityLoading',
      'visitorCityLoaded',
      'pageHydrated',
      'appReady',
    ]);
    expect(document.documentElement).toHaveAttribute('data-app-ready', 'hydrated');
  });

  it('renders a prerendered page afresh when the address has a query the HTML was not rendered for', async () => {
    window.history.replaceState(null, '', '/en/about?sort=name');
    document.body.innerHTML = `<div id="root" ${PRERENDER_ATTRS.path}="/about" ${PRERENDER_ATTRS.renderedAt}="${new Date().toISOString()}"></div>`;
    await start();
    await ready();
    expect(events).toEqual(['appBooted', 'firstLoadEnded', 'visitorStateRestored', 'appReady']);
    expect(document.documentElement).toHaveAttribute('data-app-ready', 'rendered');
  });
});
