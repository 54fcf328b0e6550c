import { paths } from '@/shared/config';

/** Desktop menu and footer links (spec section 2). */
export const MAIN_NAV = [
  { to: paths.catalog, labelId: 'nav.catalog' },
  { to: paths.pharmacies, labelId: 'nav.pharmacies' },
  { to: paths.offer, labelId: 'nav.promos' },
  { to: paths.about, labelId: 'nav.about' },
  { to: paths.howToOrder, labelId: 'nav.howToOrder' },
] as const;

/** Mobile menu links for everyone (spec section 2): catalog, offer, about, how-to-order. */
export const MOBILE_MENU_NAV = [
  { to: paths.catalog, labelId: 'nav.catalog' },
  { to: paths.pharmacies, labelId: 'nav.pharmacies' },
  { to: paths.offer, labelId: 'nav.promos' },
  { to: paths.articles, labelId: 'nav.articles' },
  { to: paths.about, labelId: 'nav.about' },
  { to: paths.howToOrder, labelId: 'nav.howToOrder' },
] as const;
