import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import {
  appBooted,
  appReady,
  firstLoadEnded,
  followNavigation,
  lifecycleReducer,
  selectAppReady,
  selectArrival,
  selectLaterPage,
  selectLoadersAwaitData,
  selectSessionStarted,
  selectSessionsEnded,
  selectVisitorCityLoading,
  sessionEnded,
  sessionStarted,
  traversalStarted,
  visitorCityLoaded,
  visitorCityLoading,
} from '.';

const makeStore = () => configureStore({ reducer: { lifecycle: lifecycleReducer } });

describe('the app lifecycle (docs/lifecycle.md)', () => {
  it('has loaders wait for their data on the first load only, then render later pages at once', () => {
    const store = makeStore();
    store.dispatch(appBooted());
    expect(selectLoadersAwaitData(store.getState())).toBe(true);
    store.dispatch(firstLoadEnded());
    expect(selectLoadersAwaitData(store.getState())).toBe(false);
    expect(selectAppReady(store.getState())).toBe(false);
    store.dispatch(appReady('hydrated'));
    expect(selectAppReady(store.getState())).toBe(true);
    expect(selectLoadersAwaitData(store.getState())).toBe(false);
  });

  it('tells a page opened after the first from the first page and its visitor-city reload', () => {
    const store = makeStore();
    expect(selectLaterPage(store.getState())).toBe(false);
    store.dispatch(appBooted());
    expect(selectLaterPage(store.getState())).toBe(false);
    store.dispatch(firstLoadEnded());
    store.dispatch(visitorCityLoading(3));
    expect(selectLaterPage(store.getState())).toBe(false);
    store.dispatch(visitorCityLoaded());
    expect(selectLaterPage(store.getState())).toBe(true);
    store.dispatch(appReady('hydrated'));
    store.dispatch(traversalStarted());
    expect(selectLaterPage(store.getState())).toBe(true);
  });

  it('has the hydrated page wait for its data again while it loads for the visitor’s city', () => {
    const store = makeStore();
    store.dispatch(appBooted());
    store.dispatch(firstLoadEnded());
    store.dispatch(visitorCityLoading(5));
    expect(selectLoadersAwaitData(store.getState())).toBe(true);
    expect(selectVisitorCityLoading(store.getState())).toBe(5);
    store.dispatch(visitorCityLoaded());
    expect(selectLoadersAwaitData(store.getState())).toBe(false);
    expect(selectVisitorCityLoading(store.getState())).toBeNull();
  });

  it('waits for data on Back/Forward until that navigation ends, and says how each page was reached', async () => {
    const store = makeStore();
    const router = createMemoryRouter(
      [
        { path: '/', element: null },
        { path: '/catalog', element: null, loader: () => null },
      ],
      { initialEntries: ['/'] },
    );
    followNavigation(store, router);
    store.dispatch(appBooted());
    await router.initialize;
    store.dispatch(firstLoadEnded());
    expect(selectArrival(store.getState())).toBe('first');

    await router.navigate('/catalog');
    expect(selectArrival(store.getState())).toBe('link');
    expect(selectLoadersAwaitData(store.getState())).toBe(false);

    // What the browser's popstate starts (start.tsx) is ended by the router's idle state.
    store.dispatch(traversalStarted());
    expect(selectLoadersAwaitData(store.getState())).toBe(true);
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectArrival(store.getState())).toBe('history');
    expect(selectLoadersAwaitData(store.getState())).toBe(false);
  });

  it('counts ended sessions, so a flow that waited can tell one ended meanwhile', () => {
    const store = makeStore();
    expect(selectSessionStarted(store.getState())).toBe(false);
    store.dispatch(sessionStarted());
    expect(selectSessionStarted(store.getState())).toBe(true);
    store.dispatch(sessionEnded({ where: 'here' }));
    expect(selectSessionStarted(store.getState())).toBe(false);
    expect(selectSessionsEnded(store.getState())).toBe(1);
    // A session that lapsed while the app was closed ends too, though it never started here.
    store.dispatch(sessionEnded({ where: 'away' }));
    expect(selectSessionsEnded(store.getState())).toBe(2);
  });
});
