import { paths } from '@/shared/config';

/** Desktop menu and footer links (docs/behaviour.md §3). */
export const MAIN_NAV = [
  { to: paths.catalog, labelId: 'nav.catalog' },
  { to: paths.pharmacies, labelId: 'nav.pharmacies' },
  { to: paths.offer, labelId: 'nav.promos' },
  { to: paths.about, labelId: 'nav.about' },
  { to: paths.howToOrder, labelId: 'nav.howToOrder' },
] as const;

/** Mobile menu links for everyone (docs/behaviour.md §3): catalog, offer, about, how-to-order. */
export const MOBILE_MENU_NAV = [
  { to: paths.catalog, labelId: 'nav.catalog' },
  { to: paths.pharmacies, labelId: 'nav.pharmacies' },
  { to: paths.offer, labelId: 'nav.promos' },
  { to: paths.articles, labelId: 'nav.articles' },
  { to: paths.about, labelId: 'nav.about' },
  { to: paths.howToOrder, labelId: 'nav.howToOrder' },
] as const;
