import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { DEFAULT_CITY_ID } from '@/shared/config';
import { setLocale, type Locale, type Messages } from '@/shared/i18n';
import { setRenderedAt, type LoaderEnv } from '@/shared/lib';
import { AppProviders } from '../AppProviders';
import { makeRoutes } from '../routes';
import { makeStore, type RootState } from '../store';
import { NO_VISITOR_STATE } from '../visitorState';

export interface RenderRequest {
  locale: Locale;
  messages: Messages;
  /** Below the language prefix, e.g. `/detail/1013`. */
  path: string;
  /** Where this machine reaches the API (see ServerRenderExtra). */
  fetchBase: string;
  renderedAt: Date;
}

export type RenderResult =
  | { kind: 'page'; status: number; markup: string; answers: Record<string, unknown>; state: RootState; context: StaticHandlerContext }
  | { kind: 'redirect'; status: number; location: string };

/**
 * Renders one address the way the browser will hydrate it: a store with no visitor, the same
 * route tree whose loaders fetch (and record) what the page shows, then React's static
 * prerender, which also waits for lazy parts such as the footer form and legal texts.
 */
export const renderPage = async ({ locale, messages, path, fetchBase, renderedAt }: RenderRequest): Promise<RenderResult> => {
  setLocale(locale);
  setRenderedAt(renderedAt);
  const answers: Record<string, unknown> = {};
  const store = makeStore(
    { ...NO_VISITOR_STATE, cart: { lines: [], settled: [], _persist: { version: -1, rehydrated: false } } },
    { recordAnswer: (url, data) => void (answers[url] = data), fetchBase },
  );
  const env: LoaderEnv = { store, target: 'prerender', awaitData: () => true, cityId: () => DEFAULT_CITY_ID };
  const handler = createStaticHandler(makeRoutes(env), { basename: `/${locale}` });
  const context = await handler.query(new Request(`http://prerender.invalid/${locale}${path}`));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppProviders store={store} locale={locale} messages={messages}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const markup = await new Response(prelude).text();
  return { kind: 'page', status: context.statusCode, markup, answers, state: store.getState(), context };
};
