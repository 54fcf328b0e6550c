import type { RouteObject } from 'react-router';
import { AppLayout } from './shell/AppLayout';
import { RequireAuth } from './shell/RequireAuth';
import { RouteError } from './shell/RouteError';
import type { RouteHandle } from './shell/routeHandle';

const title = (titleId: string): RouteHandle => ({ titleId });

/** Every page is its own chunk (`lazy`), named so the bundle report reads well. */
const page = (titleId: string, load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy' | 'handle' | 'errorElement'> => ({
  handle: title(titleId),
  lazy: load,
  errorElement: <RouteError />,
});

const home = page('page.home.title', () => import(/* webpackChunkName: "page-home" */ '@/pages/home'));

/** Paths below the language prefix (the router's basename), contract section 2. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...home },
      { path: 'catalog', ...page('page.catalog.title', () => import(/* webpackChunkName: "page-catalog" */ '@/pages/catalog')) },
      { path: 'category/:slug', ...page('page.catalog.title', () => import(/* webpackChunkName: "page-category" */ '@/pages/category')) },
      { path: 'detail/:id', ...page('page.detail.title', () => import(/* webpackChunkName: "page-detail" */ '@/pages/detail')) },
      { path: 'search', ...page('page.search.title', () => import(/* webpackChunkName: "page-search" */ '@/pages/search')) },
      { path: 'cart', ...page('page.cart.title', () => import(/* webpackChunkName: "page-cart" */ '@/pages/cart')) },
      { path: 'step/pharmacy', ...page('checkout.step.pharmacy', () => import(/* webpackChunkName: "page-step-pharmacy" */ '@/pages/step-pharmacy')) },
      { path: 'step/contacts', ...page('checkout.step.contacts', () => import(/* webpackChunkName: "page-step-contacts" */ '@/pages/step-contacts')) },
      { path: 'step/confirmation', ...page('checkout.step.confirmation', () => import(/* webpackChunkName: "page-step-confirmation" */ '@/pages/step-confirmation')) },
      {
        path: 'lk',
        element: <RequireAuth />,
        children: [
          { index: true, ...page('page.account.title', () => import(/* webpackChunkName: "page-account" */ '@/pages/account')) },
          { path: 'orders', ...page('page.orders.title', () => import(/* webpackChunkName: "page-orders" */ '@/pages/orders')) },
          { path: 'orders/:id', ...page('page.order.title', () => import(/* webpackChunkName: "page-order" */ '@/pages/order')) },
          { path: 'favourites', ...page('page.favourites.title', () => import(/* webpackChunkName: "page-favourites" */ '@/pages/favourites')) },
        ],
      },
      { path: 'how-to-order', ...page('page.howToOrder.title', () => import(/* webpackChunkName: "page-how-to-order" */ '@/pages/how-to-order')) },
      { path: 'about', ...page('page.about.title', () => import(/* webpackChunkName: "page-about" */ '@/pages/about')) },
      { path: 'pharmacies', ...page('page.pharmacies.title', () => import(/* webpackChunkName: "page-pharmacies" */ '@/pages/pharmacies')) },
      { path: 'termsofservice', ...page('page.terms.title', () => import(/* webpackChunkName: "page-terms" */ '@/pages/terms')) },
      { path: 'privacypolicy', ...page('page.privacy.title', () => import(/* webpackChunkName: "page-privacy" */ '@/pages/privacy')) },
      { path: 'offer', ...page('page.offer.title', () => import(/* webpackChunkName: "page-offer" */ '@/pages/offer')) },
      { path: 'articles', ...page('page.articles.title', () => import(/* webpackChunkName: "page-articles" */ '@/pages/articles')) },
      { path: 'articles/:slug', ...page('page.articles.title', () => import(/* webpackChunkName: "page-article" */ '@/pages/article')) },
      // Unknown paths under a prefix show the main page with the URL as typed (spec section 2).
      { path: '*', ...home },
    ],
  },
];
