import { useCallback, type ReactElement } from 'react';
import { render, screen, within, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { dismissToast, selectToasts, Toaster } from '@/shared/ui';
import { SHOP_TIME_ZONE } from '@/shared/config';
import { INTL_TAGS, setLocale, type Locale } from '@/shared/i18n';
import { followNavigation } from '@/shared/lifecycle';
import en from '../../i18n/en.json';
import sr from '../../i18n/sr.json';
import ru from '../../i18n/ru.json';
import { addEveryFeature } from './features';

addEveryFeature();

const MESSAGES: Record<Locale, Record<string, string>> = { en, sr, ru };

interface RenderOptions {
  /** Where the memory router starts, below the language prefix (default `/`). */
  path?: string;
  /** Extra routes next to the rendered element (e.g. a target page to land on). */
  routes?: RouteObject[];
  /** The route pattern the element is mounted at (default: the path without its query). */
  routePath?: string;
  /** That route's loader: a navigation the element stays mounted across waits for it. */
  loader?: LoaderFunction;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  locale?: Locale;
  /** Also render the toasts as the app's layout does, so a test reads the toast a user sees. */
  toasts?: boolean;
}

/** Nothing is shown while a route with a loader loads the first time. */
const NoFallback = () => null;

/** The app's toast region (src/app/shell/AppLayout.tsx): each toast removes itself after its time. */
const Toasts = () => {
  const dispatch = useAppDispatch();
  const onDone = useCallback((id: number) => dispatch(dismissToast(id)), [dispatch]);
  return <Toaster toasts={useAppSelector(selectToasts)} onDone={onDone} />;
};

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  /** The toasts on screen (with `toasts: true`): each a `status`, an error an `alert`. */
  toasts: () => HTMLElement[];
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders UI the way the app does: a fresh store, react-intl with the real messages
 * (English by default, so tests read like the spec) and a data router.
 */
export const renderWithProviders = (ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult => {
  const locale = options.locale ?? 'en';
  setLocale(locale);
  const store = options.store ?? makeStore(options.preloadedState);
  const path = options.path ?? '/';
  const routePath = options.routePath ?? path.split('?')[0] ?? '/';
  const router = createMemoryRouter(
    [
      {
        path: routePath,
        element: ui,
        ...(options.loader ? { loader: options.loader, HydrateFallback: NoFallback } : {}),
      },
      ...(options.routes ?? []),
      { path: '*', element: <p>other page</p> },
    ],
    {
      initialEntries: [path],
    },
  );
  // As start.tsx does: each navigation's end is a lifecycle event (docs/lifecycle.md).
  followNavigation(store, router);
  const view = render(
    <Provider store={store}>
      <IntlProvider locale={INTL_TAGS[locale]} messages={MESSAGES[locale]} timeZone={SHOP_TIME_ZONE}>
        <RouterProvider router={router} />
        {options.toasts ? (
          <div data-testid="toasts">
            <Toasts />
          </div>
        ) : null}
      </IntlProvider>
    </Provider>,
  );
  const toasts = () => {
    const region = screen.queryByTestId('toasts');
    return region ? [...within(region).queryAllByRole('status'), ...within(region).queryAllByRole('alert')] : [];
  };
  return { ...view, store, router, toasts };
};
