import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { addListener } from '@reduxjs/toolkit';
import { loadMessages, setLocale } from '@/shared/i18n';
import { isVisitorsOwnFallback } from '@/shared/ui';
import { restoreKeptScroll, setRenderedAt, takeKeptPage, yieldToMain, type LoaderEnv } from '@/shared/lib';
import {
  appBooted,
  appReady,
  firstLoadEnded,
  followNavigation,
  selectLoadersAwaitData,
  selectVisitorCityLoading,
  traversalStarted,
  visitorCityLoaded,
  visitorCityLoading,
  visitorStateRestored,
} from '@/shared/lifecycle';
import { DEFAULT_CITY_ID } from '@/shared/config';
import { readStoredCityId, selectRequestCityId } from '@/features/city';
import { checkSessionAtStart, continueAfterSignIn, followSessionElsewhere } from '@/features/auth';
import { App } from './App';
import { makeStore, type AppStore } from './store';
import { makeRoutes } from './routes';
import { withStoredFeatures } from './features';
import { registerServiceWorker, resolveLocaleFromUrl, startAnalytics } from './bootstrap';
import { PRERENDER_ATTRS } from './prerenderMarks';
import { pageHydrated } from './todaysValues';
import { carryOutEarlyPresses, takeEarlyPresses } from './earlyPresses';
import { reloadWhenCodeIsMissing } from './missingCode';
import { pagePartHydrated } from './shell/pagePart';
import { closeDialogsOnNavigation } from './shell/dialogsOnNavigation';
import {
  NO_VISITOR_STATE,
  asPrerendered,
  restoreCart,
  restoreCity,
  restoreConsent,
  restoreSession,
} from './visitorState';

/**
 * React's own way with an error it recovered from (the browser's `reportError`), except the
 * fallback of a visitor's own part, which the HTML holds on purpose and hydration draws afresh
 * (docs/decisions.md, "The cart from what is stored").
 */
const reportRecoverableError = (error: unknown): void => {
  if (!isVisitorsOwnFallback(error)) reportError(error);
};

/** The User Timing mark of the app's start. */
const APP_START_MARK = 'aptk:app-start';

/** The router has run the first match's loaders (and loaded its lazy modules). */
const initialized = (router: ReturnType<typeof createBrowserRouter>): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

const readPrerendered = (container: HTMLElement): { path: string; renderedAt: Date | null } | null => {
  const path = container.getAttribute(PRERENDER_ATTRS.path);
  if (path === null) return null;
  const renderedAt = new Date(container.getAttribute(PRERENDER_ATTRS.renderedAt) ?? '');
  return { path, renderedAt: Number.isNaN(renderedAt.getTime()) ? null : renderedAt };
};

/** The router's location keeps the language prefix; the HTML names the path below it. */
const pathBelowLocale = (pathname: string, locale: string): string => {
  const rest = pathname.slice(`/${locale}`.length).replace(/\/+$/, '');
  return rest === '' ? '/' : rest;
};

const clearCityMark = (): void => document.documentElement.removeAttribute(PRERENDER_ATTRS.cityPending);

/**
 * The page is rendered (or hydrated) and holds the visitor's own state (`appReady`). The store
 * is what the app reads; `<html data-app-ready>` mirrors it for browser tests (before it, a tap
 * on a prerendered button does nothing yet): `hydrated` (the HTML was kept) or `rendered`.
 */
const markReady = (store: AppStore, how: 'hydrated' | 'rendered'): void => {
  store.dispatch(appReady(how));
  document.documentElement.setAttribute('data-app-ready', how);
  // A page reloaded for new code goes back to where the visitor was (docs/decisions.md, "Old
  // tabs after a deploy").
  restoreKeptScroll();
};

/**
 * The app: store, router, first data, then hydration or a first render (see main.tsx). Its
 * order is the order of the lifecycle events it dispatches (docs/lifecycle.md; start.test.tsx):
 * appBooted → (the stored cart) → firstLoadEnded → [render: visitorStateRestored → appReady]
 * or [hydrate: visitorStateRestored → visitorCityLoading/Loaded → pageHydrated → appReady].
 * The yields between the steps give each its own task: they keep the start's longest task
 * short (docs/performance.md, "Load tasks and the start"); the events, not the yields, order them.
 */
export const start = async (): Promise<void> => {
  // Where the app's own time starts, for DevTools and the bench (docs/performance.md, "Budgets").
  performance.mark(APP_START_MARK);
  const locale = resolveLocaleFromUrl();
  setLocale(locale);
  document.documentElement.lang = locale === 'sr' ? 'sr-Latn' : locale;
  window.history.scrollRestoration = 'manual';
  // What an automatic reload for new code kept of this page, taken out of storage at once.
  takeKeptPage(`${window.location.pathname}${window.location.search}`);
  startAnalytics();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const prerendered = readPrerendered(container);

  // Spelled out (not env.apiMock) so that webpack folds the constant and a real-API build
  // contains no mock chunk at all.
  const startMock =
    process.env.API_MOCK !== 'false'
      ? import(/* webpackChunkName: "mock-backend" */ '@mocks/browser').then((mock) => mock.startMockBackend())
      : Promise.resolve();
  const [messages] = await Promise.all([loadMessages(locale), startMock]);
  await yieldToMain();

  // Prerendered HTML is hydrated from the state it was rendered with; the visitor's own state
  // follows (docs/decisions.md, "Hydrating a prerendered page"). Any other page starts from the visitor's state.
  const store = makeStore(prerendered ? NO_VISITOR_STATE : undefined);
  store.dispatch(appBooted());
  // Back and Forward: the page must be complete before its saved scroll position is restored,
  // or a listing still loading is too short to scroll to it (docs/decisions.md,
  // "Scrolling"). Added before the router's own listener.
  window.addEventListener('popstate', () => store.dispatch(traversalStarted()));
  // (followNavigation, below, ends it and says how each later page was reached.)
  const env: LoaderEnv = {
    store,
    target: 'browser',
    awaitData: () => selectLoadersAwaitData(store.getState()),
    cityId: () => selectVisitorCityLoading(store.getState()) ?? selectRequestCityId(store.getState()),
  };
  // Before the router: the cart's loader prices the stored lines, and a price answer drops the
  // lines the server does not know, which must already be in the store. (The session cookie:
  // a store made without NO_VISITOR_STATE has read it already.)
  await restoreCart(store);
  // The features whose state this visitor has stored, before the session is checked (features.ts).
  await withStoredFeatures(store);

  await yieldToMain();
  const router = createBrowserRouter(makeRoutes(env), { basename: `/${locale}` });
  // Before any file it asks for can fail (load errors come in a later task).
  reloadWhenCodeIsMissing(router);
  // Sign-in flows that end on another page (features/auth signInToContinue): the router is here.
  store.dispatch(
    addListener({ actionCreator: continueAfterSignIn, effect: ({ payload }) => void router.navigate(payload.to) }),
  );
  followNavigation(store, router);
  closeDialogsOnNavigation(store, router);
  await initialized(router);
  store.dispatch(firstLoadEnded());
  await yieldToMain();

  // Rendered afresh or hydrated, it is the same app; hydrating adds the state the page was prerendered from.
  const app = { store, locale, messages, router };
  // The HTML was rendered for its path alone. A query (a sort, a filter) asks for other content:
  // hydrating it would not match, and React would then render the page again while the
  // visitor's presses on the old HTML reach nothing (docs/decisions.md, "Hydration by parts").
  const hydrate =
    prerendered !== null &&
    router.state.location.search === '' &&
    pathBelowLocale(router.state.location.pathname, locale) === prerendered.path &&
    router.state.errors === null;
  if (!hydrate) {
    clearCityMark();
    if (prerendered) {
      restoreCity(store);
      restoreSession(store);
      restoreConsent(store);
    }
    followSessionElsewhere(store.dispatch);
    checkSessionAtStart(store.dispatch);
    store.dispatch(visitorStateRestored());
    // The HTML is replaced: a press noted on it has no button left to carry it out.
    carryOutEarlyPresses(takeEarlyPresses());
    createRoot(container).render(<App {...app} onRendered={() => markReady(store, 'rendered')} />);
    registerServiceWorker();
    return;
  }

  setRenderedAt(prerendered.renderedAt);
  const serverState = asPrerendered(store.getState());
  let hydrated: () => void = () => undefined;
  const hydration = new Promise<void>((resolve) => {
    hydrated = resolve;
  });
  // A transition lets React yield to the browser while it hydrates (docs/performance.md, "Load
  // tasks and the start").
  // Nothing may change the store or the router until it is done: an early update makes React
  // give up hydrating and render the whole page again.
  const earlyPresses = takeEarlyPresses();
  startTransition(() => {
    hydrateRoot(container, <App {...app} serverState={serverState} onRendered={hydrated} />, {
      onRecoverableError: reportRecoverableError,
    });
  });
  await hydration;
  // The shell's effects run before those of a Suspense part still hydrating: the page's too.
  await pagePartHydrated;
  // The page's shell is React's now; a press inside a part not hydrated yet hydrates that part first.
  carryOutEarlyPresses(earlyPresses);
  await yieldToMain();
  restoreSession(store);
  restoreConsent(store);
  followSessionElsewhere(store.dispatch);
  checkSessionAtStart(store.dispatch);
  // After hydration: the alerts' answer may add notices, and nothing may change the store before.
  store.dispatch(visitorStateRestored());

  // Another city's visitor keeps the marked prices hidden until their city's data is in.
  const visitorCity = readStoredCityId();
  if (visitorCity !== null && visitorCity !== DEFAULT_CITY_ID) {
    store.dispatch(visitorCityLoading(visitorCity));
    await router.revalidate();
    store.dispatch(visitorCityLoaded());
  }
  await yieldToMain();
  restoreCity(store, visitorCity);
  // The HTML's prices and stock are the build's: today's are asked for now, whatever the age of
  // the page (docs/decisions.md, "Today's values").
  store.dispatch(pageHydrated());
  requestAnimationFrame(() => requestAnimationFrame(clearCityMark));
  markReady(store, 'hydrated');
  registerServiceWorker();
};
