import type { LoaderFunction, RouteObject } from 'react-router';
import { addMessages, getLocale } from '@/shared/i18n';
import { yieldToMain, type LoaderEnv, type RouteLoader } from '@/shared/lib';
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
import { importRouteMessages } from './routeMessages';

type PageModule = { Component: React.ComponentType };

const loadPageMessages = async (chunk: string | undefined): Promise<void> => {
  if (chunk === undefined) return;
  const locale = getLocale();
  addMessages(locale, (await importRouteMessages(chunk, locale)).default);
};

/**
 * Paths below the language prefix (the router's basename), docs/behaviour.md §2. Every page is
 * its own chunk (`lazy`, named so the bundle report reads well); its loader is not, so the
 * data is requested while the chunk loads (docs/decisions.md, "Route loaders"). The browser
 * and the prerender build the same tree.
 */
export const makeRoutes = (env: LoaderEnv): RouteObject[] => {
  /**
   * A navigation after the first load starts from a tap: the page's requests (signing them,
   * `fetch`) start in a task of their own, after the browser has answered the tap
   * (docs/performance.md, "What moved the numbers in the second round" (Taps)).
   */
  const afterTheTap =
    (load: LoaderFunction): LoaderFunction =>
    async (args) => {
      if (!env.awaitData()) await yieldToMain();
      return load(args);
    };
  const page = (
    handle: RouteHandle,
    load: () => Promise<PageModule>,
    loader?: RouteLoader,
  ): Pick<RouteObject, 'lazy' | 'handle' | 'errorElement' | 'loader'> => ({
    handle,
    // A page chunk that does not arrive (offline, a deploy replaced the files) shows the
    // route's error in the page with a reload; a rejected `lazy` alone left the page blank.
    // The page's messages come with its code, so they are there before it renders, in the
    // prerender, at hydration and after a tap (docs/performance.md, "Messages per route").
    lazy: () =>
      Promise.all([load(), loadPageMessages(handle.chunk)])
        .then(([module]) => module)
        .catch(() => ({ Component: RouteError })),
    errorElement: <RouteError />,
    ...(loader ? { loader: afterTheTap(loader(env)) } : {}),
  });
  const home = page(
    { titleId: 'page.home.title', chunk: 'page-home' },
    () => import(/* webpackChunkName: "page-home" */ '@/pages/home'),
    homeLoader,
  );

  return [
    {
      id: 'root',
      element: <AppLayout />,
      errorElement: <RouteError />,
      loader: rootLoader(env),
      // The city list does not depend on the address: a filter or page change need not ask again.
      shouldRevalidate: () => false,
      children: [
        { index: true, ...home },
        {
          path: 'catalog',
          ...page(
            { titleId: 'page.catalog.title', chunk: 'page-catalog', titleFromPage: true },
            () => import(/* webpackChunkName: "page-catalog" */ '@/pages/catalog'),
            catalogLoader,
          ),
        },
        // Browsing by ATC group beside the shop categories: the anatomical groups, one group, one subgroup.
        ...['catalog/atc', 'catalog/atc/:code'].map((path) => ({
          path,
          ...page(
            { titleId: 'medinfo.atc.title', chunk: 'page-atc', titleFromPage: true },
            () => import(/* webpackChunkName: "page-atc" */ '@/pages/atc'),
            atcLoader,
          ),
        })),
        {
          path: 'category/:slug',
          ...page(
            { titleId: 'page.catalog.title', chunk: 'page-category', titleFromPage: true },
            () => import(/* webpackChunkName: "page-category" */ '@/pages/category'),
            categoryLoader,
          ),
        },
        {
          path: 'detail/:id',
          ...page(
            {
              titleId: 'page.detail.title',
              notFoundId: 'catalog.detail.notFound',
              chunk: 'page-detail',
              titleFromPage: true,
              privateTitle: true,
            },
            () => import(/* webpackChunkName: "page-detail" */ '@/pages/detail'),
            detailLoader,
          ),
        },
        {
          path: 'search',
          ...page(
            { titleId: 'page.search.title', chunk: 'page-search', titleFromPage: true, privateTitle: true },
            () => import(/* webpackChunkName: "page-search" */ '@/pages/search'),
            searchLoader,
          ),
        },
        {
          path: 'cart',
          ...page(
            { titleId: 'page.cart.title', chunk: 'page-cart' },
            () => import(/* webpackChunkName: "page-cart" */ '@/pages/cart'),
            cartLoader,
          ),
        },
        {
          path: 'step/pharmacy',
          ...page(
            { titleId: 'checkout.step.pharmacy', chunk: 'page-step-pharmacy' },
            () => import(/* webpackChunkName: "page-step-pharmacy" */ '@/pages/step-pharmacy'),
            checkoutGuard('pharmacy'),
          ),
        },
        {
          path: 'step/contacts',
          ...page(
            { titleId: 'checkout.step.contacts', chunk: 'page-step-contacts' },
            () => import(/* webpackChunkName: "page-step-contacts" */ '@/pages/step-contacts'),
            checkoutGuard('contacts'),
          ),
        },
        {
          path: 'step/confirmation',
          ...page(
            { titleId: 'checkout.step.confirmation', chunk: 'page-step-confirmation' },
            () => import(/* webpackChunkName: "page-step-confirmation" */ '@/pages/step-confirmation'),
          ),
        },
        {
          path: 'lk',
          element: <RequireAuth />,
          loader: accountGuard(env),
          children: [
            {
              index: true,
              ...page(
                { titleId: 'page.account.title', chunk: 'page-account' },
                () => import(/* webpackChunkName: "page-account" */ '@/pages/account'),
              ),
            },
            {
              path: 'orders',
              ...page(
                { titleId: 'page.orders.title', chunk: 'page-orders' },
                () => import(/* webpackChunkName: "page-orders" */ '@/pages/orders'),
              ),
            },
            {
              path: 'orders/:id',
              ...page(
                { titleId: 'page.order.title', chunk: 'page-order' },
                () => import(/* webpackChunkName: "page-order" */ '@/pages/order'),
              ),
            },
            {
              path: 'favourites',
              ...page(
                { titleId: 'page.favourites.title', chunk: 'page-favourites' },
                () => import(/* webpackChunkName: "page-favourites" */ '@/pages/favourites'),
              ),
            },
            {
              path: 'therapy',
              ...page(
                { titleId: 'page.therapy.title', chunk: 'page-therapy' },
                () => import(/* webpackChunkName: "page-therapy" */ '@/pages/therapy'),
              ),
            },
          ],
        },
        {
          path: 'how-to-order',
          ...page(
            { titleId: 'page.howToOrder.title', chunk: 'page-how-to-order' },
            () => import(/* webpackChunkName: "page-how-to-order" */ '@/pages/how-to-order'),
          ),
        },
        {
          path: 'about',
          ...page(
            { titleId: 'page.about.title', chunk: 'page-about' },
            () => import(/* webpackChunkName: "page-about" */ '@/pages/about'),
          ),
        },
        {
          path: 'legal',
          ...page(
            { titleId: 'page.legal.title', chunk: 'page-legal' },
            () => import(/* webpackChunkName: "page-legal" */ '@/pages/legal'),
          ),
        },
        {
          path: 'pharmacies',
          ...page(
            { titleId: 'page.pharmacies.title', chunk: 'page-pharmacies' },
            () => import(/* webpackChunkName: "page-pharmacies" */ '@/pages/pharmacies'),
            pharmaciesLoader,
          ),
        },
        {
          path: 'termsofservice',
          ...page(
            { titleId: 'page.terms.title', chunk: 'page-terms' },
            () => import(/* webpackChunkName: "page-terms" */ '@/pages/terms'),
            legalDocumentLoader('terms'),
          ),
        },
        {
          path: 'privacypolicy',
          ...page(
            { titleId: 'page.privacy.title', chunk: 'page-privacy' },
            () => import(/* webpackChunkName: "page-privacy" */ '@/pages/privacy'),
            legalDocumentLoader('privacy'),
          ),
        },
        {
          path: 'offer',
          ...page(
            { titleId: 'page.offer.title', chunk: 'page-offer' },
            () => import(/* webpackChunkName: "page-offer" */ '@/pages/offer'),
            offerLoader,
          ),
        },
        {
          path: 'articles',
          ...page(
            { titleId: 'page.articles.title', chunk: 'page-articles' },
            () => import(/* webpackChunkName: "page-articles" */ '@/pages/articles'),
            articlesLoader,
          ),
        },
        {
          path: 'articles/:slug',
          ...page(
            {
              titleId: 'page.articles.title',
              notFoundId: 'article.notFound',
              chunk: 'page-article',
              titleFromPage: true,
            },
            () => import(/* webpackChunkName: "page-article" */ '@/pages/article'),
            articleLoader,
          ),
        },
        // Unknown paths under a prefix show the main page with the URL as typed (docs/behaviour.md §2).
        { path: '*', ...home },
      ],
    },
  ];
};
