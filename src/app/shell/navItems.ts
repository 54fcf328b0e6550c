import { paths } from '@/shared/config';

const LINKS = {
  catalog: { to: paths.catalog, labelId: 'nav.catalog' },
  pharmacies: { to: paths.pharmacies, labelId: 'nav.pharmacies' },
  offer: { to: paths.offer, labelId: 'nav.promos' },
  articles: { to: paths.articles, labelId: 'nav.articles' },
  about: { to: paths.about, labelId: 'nav.about' },
  howToOrder: { to: paths.howToOrder, labelId: 'nav.howToOrder' },
} as const;

/** Desktop menu and footer links (docs/behaviour.md §3). */
export const MAIN_NAV = [LINKS.catalog, LINKS.pharmacies, LINKS.offer, LINKS.about, LINKS.howToOrder] as const;

/** Mobile menu links for everyone (docs/behaviour.md §3): the desktop ones and the articles. */
export const MOBILE_MENU_NAV = [
  LINKS.catalog,
  LINKS.pharmacies,
  LINKS.offer,
  LINKS.articles,
  LINKS.about,
  LINKS.howToOrder,
] as const;
