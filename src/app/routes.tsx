import type { LoaderFunction, RouteObject } from 'react-router';
import { addPartMessages } from '@/shared/i18n';
import { yieldToMain, type LoaderEnv, type RouteLoader } from '@/shared/lib';
import { loadArtDrawer } from '@/shared/ui';
import { selectLaterPage, type LifecycleRoot } from '@/shared/lifecycle';
import { loadPackshotDrawer } from '@/features/catalog';
import { homeLoader } from '@/pages/home/loader';
import { catalogLoader } from '@/pages/catalog/loader';
import { categoryLoader } from '@/pages/category/loader';
import { atcLoader } from '@/pages/atc/loader';
import { detailLoader } from '@/pages/detail/loader';
import { searchLoader } from '@/pages/search/loader';
import { pharmaciesLoader } from '@/pages/pharmacies/loader';
import { offerLoader } from '@/pages/offer/loader';
import { articlesLoader } from '@/pages/articles/loader';
import { articleLoader } from '@/pages/article/loader';
import { legalDocumentLoader } from '@/pages/terms/loader';
import { cartLoader } from '@/pages/cart/loader';
import { accountGuard } from '@/pages/account/guard';
import { checkoutGuard } from '@/pages/step-pharmacy/guard';
import { AppLayout } from './shell/AppLayout';
import { RequireAuth } from './shell/RequireAuth';
import { RouteError } from './shell/RouteError';
import type { RouteHandle } from './shell/routeHandle';
import { rootLoader } from './rootLoader';
import { withFeatures, type LaterFeature } from './features';

type PageModule = { Component: React.ComponentType };

/**
 * A page is the folder `src/pages/<folder>` (its `index.ts`), and its chunk is `page-<folder>`:
 * one context import for every page, and the build names each page's chunk after its folder
 * (RouteMessagesPlugin, scripts/message-parts.ts), so the name is written nowhere else.
 */
const importPage = (folder: string): Promise<PageModule> =>
  import(
    /* webpackInclude: /[\\/]pages[\\/][\w-]+[\\/]index\.tsx?$/ */ `@/pages/${folder}/index`
  ) as Promise<PageModule>;

/**
 * Paths below the language prefix (the router's basename), docs/behaviour.md §2. Every page is
 * its own chunk (`lazy`); its loader is not, so the data is requested while the chunk loads
 * (docs/decisions.md, "Route loaders"). The browser and the prerender build the same tree.
 */
export const makeRoutes = (env: LoaderEnv): RouteObject[] => {
  /**
   * In the browser, a loader's requests (signing them, `fetch`) start in a task of their own:
   * after a tap, once the browser has answered it (docs/performance.md, "Taps"); on the first
   * load, after the router's own start, which made one long task with them (docs/performance.md,
   * "Load tasks and the start").
   */
  const inATaskOfItsOwn =
    (load: LoaderFunction): LoaderFunction =>
    async (args) => {
      const laterPage = selectLaterPage(env.store.getState() as LifecycleRoot);
      if (env.target === 'browser') await yieldToMain();
      if (!laterPage) return load(args);
      // The packshot and art drawers, not in the first load, come with the first page the visitor
      // opens, so its pictures are drawn at once (docs/performance.md, "Packshots and art").
      const [data] = await Promise.all([
        load(args),
        loadPackshotDrawer().catch(() => undefined),
        loadArtDrawer().catch(() => undefined),
      ]);
      return data;
    };
  /**
   * `later`: the features whose store part comes with the page rather than in the first load
   * (docs/lifecycle.md, "Features added later"): added before its loader runs and before it renders.
   */
  const page = (
    folder: string,
    title: Omit<RouteHandle, 'chunk'>,
    loader?: RouteLoader,
    later: readonly LaterFeature[] = [],
  ): Pick<RouteObject, 'lazy' | 'handle' | 'errorElement' | 'loader'> => {
    const chunk = `page-${folder}`;
    const handle: RouteHandle = { ...title, chunk };
    const features = (): Promise<void> => (later.length > 0 ? withFeatures(env.store, later) : Promise.resolve());
    const load = loader?.(env);
    return {
      handle,
      // A page chunk that does not arrive (offline, a deploy replaced the files) shows the
      // route's error in the page with a reload; a rejected `lazy` alone left the page blank.
      // A file gone while the server answers reloads the page once first (missingCode.ts;
      // docs/decisions.md, "Old tabs after a deploy").
      // The page's messages come with its code, so they are there before it renders, in the
      // prerender, at hydration and after a tap (docs/performance.md, "Messages per route").
      lazy: () =>
        Promise.all([importPage(folder), addPartMessages(chunk), features()])
          .then(([module]) => module)
          .catch(() => ({ Component: RouteError })),
      errorElement: <RouteError />,
      ...(load
        ? {
            loader: inATaskOfItsOwn(async (args) => {
              await features();
              return load(args);
            }),
          }
        : {}),
    };
  };
  const home = page('home', { titleId: 'page.home.title' }, homeLoader);

  return [
    {
      id: 'root',
      element: <AppLayout />,
      errorElement: <RouteError />,
      loader: inATaskOfItsOwn(rootLoader(env)),
      // The city list does not depend on the address: a filter or page change need not ask again.
      shouldRevalidate: () => false,
      children: [
        { index: true, ...home },
        {
          path: 'catalog',
          ...page('catalog', { titleId: 'page.catalog.title', titleFromPage: true }, catalogLoader),
        },
        // Browsing by ATC group beside the shop categories: the anatomical groups, one group, one subgroup.
        ...['catalog/atc', 'catalog/atc/:code'].map((path) => ({
          path,
          ...page('atc', { titleId: 'medinfo.atc.title', titleFromPage: true }, atcLoader),
        })),
        {
          path: 'category/:slug',
          ...page('category', { titleId: 'page.catalog.title', titleFromPage: true }, categoryLoader),
        },
        {
          path: 'detail/:id',
          ...page(
            'detail',
            {
              titleId: 'page.detail.title',
              notFoundId: 'catalog.detail.notFound',
              titleFromPage: true,
              privateTitle: true,
            },
            detailLoader,
          ),
        },
        {
          path: 'search',
          ...page('search', { titleId: 'page.search.title' }, searchLoader),
        },
        {
          path: 'cart',
          ...page('cart', { titleId: 'page.cart.title' }, cartLoader),
        },
        {
          path: 'step/pharmacy',
          ...page('step-pharmacy', { titleId: 'checkout.step.pharmacy' }, checkoutGuard('pharmacy'), ['checkout']),
        },
        {
          path: 'step/contacts',
          ...page('step-contacts', { titleId: 'checkout.step.contacts' }, checkoutGuard('contacts'), ['checkout']),
        },
        {
          path: 'step/confirmation',
          ...page('step-confirmation', { titleId: 'checkout.step.confirmation' }, undefined, ['checkout']),
        },
        {
          path: 'lk',
          element: <RequireAuth />,
          loader: accountGuard(env),
          children: [
            {
              index: true,
              ...page('account', { titleId: 'page.account.title', withoutProfile: true }, undefined, ['alerts']),
            },
            {
              path: 'orders',
              ...page('orders', { titleId: 'page.orders.title' }, undefined, ['checkout']),
            },
            {
              path: 'orders/:id',
              ...page('order', { titleId: 'page.order.title' }, undefined, ['checkout']),
            },
            {
              path: 'favourites',
              ...page('favourites', { titleId: 'page.favourites.title' }),
            },
            {
              path: 'therapy',
              ...page('therapy', { titleId: 'page.therapy.title' }, undefined, ['therapy']),
            },
            {
              path: 'erecept',
              ...page('erecept', { titleId: 'page.erecept.title' }),
            },
            {
              path: 'questions',
              ...page('questions', { titleId: 'page.questions.title' }, undefined, ['checkout']),
            },
          ],
        },
        {
          // Not prerendered: what it shows depends on the visitor (the product asked about, the session).
          path: 'ask',
          ...page('ask', { titleId: 'page.ask.title' }, undefined, ['checkout']),
        },
        {
          path: 'how-to-order',
          ...page('how-to-order', { titleId: 'page.howToOrder.title' }),
        },
        {
          path: 'about',
          ...page('about', { titleId: 'page.about.title' }),
        },
        {
          path: 'legal',
          ...page('legal', { titleId: 'page.legal.title' }),
        },
        {
          path: 'pharmacies',
          ...page('pharmacies', { titleId: 'page.pharmacies.title' }, pharmaciesLoader),
        },
        {
          path: 'termsofservice',
          ...page('terms', { titleId: 'page.terms.title' }, legalDocumentLoader('terms')),
        },
        {
          path: 'privacypolicy',
          ...page('privacy', { titleId: 'page.privacy.title' }, legalDocumentLoader('privacy')),
        },
        {
          path: 'offer',
          ...page('offer', { titleId: 'page.offer.title' }, offerLoader),
        },
        {
          path: 'articles',
          ...page('articles', { titleId: 'page.articles.title' }, articlesLoader),
        },
        {
          path: 'articles/:slug',
          ...page(
            'article',
            {
              titleId: 'page.articles.title',
              notFoundId: 'article.notFound',
              titleFromPage: true,
            },
            articleLoader,
          ),
        },
        // Unknown paths under a prefix show the main page with the URL as typed (docs/behaviour.md §2).
        { path: '*', ...home },
      ],
    },
  ];
};
