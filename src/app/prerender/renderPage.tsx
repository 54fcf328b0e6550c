import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { baseApi } from '@/shared/api';
import { loadPackshotDrawer } from '@/features/catalog';
import { DEFAULT_CITY_ID, SHOP_TIME_ZONE } from '@/shared/config';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { INTL_TAGS, setLocale, type Locale, type Messages } from '@/shared/i18n';
import { setRenderedAt, type LoaderEnv } from '@/shared/lib';
import { loadArtDrawer, prerenderErrorDigest } from '@/shared/ui';
import { AppProviders, DEFAULT_INTL_LOCALE } from '../AppProviders';
import { makeRoutes } from '../routes';
import { makeStore, type RootState } from '../store';
import { PRERENDER_STATE } from '../visitorState';

export interface RenderRequest {
  locale: Locale;
  messages: Messages;
  /** Below the language prefix, e.g. `/detail/1013`. */
  path: string;
  /** Where this machine reaches the API (see ServerRenderExtra). */
  fetchBase: string;
  renderedAt: Date;
  /**
   * Asked once the loaders have answered: true leaves the render out (the page's inputs are
   * those of its file, docs/decisions.md "Incremental prerender").
   */
  sameInputs?: (answers: Record<string, unknown>, status: number) => boolean;
}

/** One `intl` per language's messages in a worker: formatters made once, not once a page. */
const intls = new WeakMap<Messages, IntlShape>();
const intlFor = (locale: Locale, messages: Messages): IntlShape => {
  let intl = intls.get(messages);
  if (!intl) {
    intl = createIntl(
      { locale: INTL_TAGS[locale], messages, defaultLocale: DEFAULT_INTL_LOCALE, timeZone: SHOP_TIME_ZONE },
      createIntlCache(),
    );
    intls.set(messages, intl);
  }
  return intl;
};

/** React's instructions for boundaries completed after the shell (`$RC(...)`, hidden segments). */
const STREAMED_BOUNDARY = /\$R[CSX]\(|<div hidden id="S:/;

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      markup: string;
      answers: Record<string, unknown>;
      state: RootState;
      context: StaticHandlerContext;
    }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'same-inputs' };

/**
 * Renders one address the way the browser will hydrate it: a store with no visitor, the same
 * route tree whose loaders fetch (and record) what the page shows, then React's static
 * prerender, which also waits for lazy parts such as the footer form and legal texts.
 */
export const renderPage = async ({
  locale,
  messages,
  path,
  fetchBase,
  renderedAt,
  sameInputs,
}: RenderRequest): Promise<RenderResult> => {
  setLocale(locale);
  setRenderedAt(renderedAt);
  const answers: Record<string, unknown> = {};
  const store = makeStore(PRERENDER_STATE, { recordAnswer: (url, data) => void (answers[url] = data), fetchBase });
  const env: LoaderEnv = { store, target: 'prerender', awaitData: () => true, cityId: () => DEFAULT_CITY_ID };
  const handler = createStaticHandler(makeRoutes(env), { basename: `/${locale}` });
  const context = await handler.query(new Request(`http://prerender.invalid/${locale}${path}`));
  if (context instanceof Response) {
    store.dispatch(baseApi.util.resetApiState());
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  if (sameInputs?.(answers, context.statusCode)) {
    store.dispatch(baseApi.util.resetApiState());
    return { kind: 'same-inputs' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = async () => {
    const { prelude } = await prerender(
      <AppProviders store={store} locale={locale} messages={messages} intl={intlFor(locale, messages)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      // One document, never chunked: React outlines large Suspense boundaries into inline scripts.
      // A visitor's own part (the cart's lines) refuses to render here: its fallback is the HTML.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: prerenderErrorDigest },
    );
    return new Response(prelude).text();
  };
  // The pictures are drawn into the HTML; the browser hydrates them without the drawer.
  await Promise.all([loadPackshotDrawer(), loadArtDrawer()]);
  let markup = await render();
  // A lazy part seen for the first time in this process (the footer form, a legal text)
  // suspends once, and React then streams it in with inline scripts: markup that needs
  // JavaScript and a CSP exception. Now that it has loaded, render again.
  if (STREAMED_BOUNDARY.test(markup)) markup = await render();
  const unfinished = STREAMED_BOUNDARY.exec(markup);
  if (unfinished)
    throw new Error(
      `${locale}${path}: a part of the page did not finish rendering: ${markup.slice(Math.max(0, unfinished.index - 300), unfinished.index + 100)}`,
    );
  const state = store.getState();
  // Ends the cache's removal timers: thousands of pages must not keep stores alive for minutes.
  store.dispatch(baseApi.util.resetApiState());
  return { kind: 'page', status: context.statusCode, markup, answers, state, context };
};
