import { paths } from '@/shared/config';

const LINKS = {
  catalog: { to: paths.catalog, labelId: 'nav.catalog' },
  pharmacies: { to: paths.pharmacies, labelId: 'nav.pharmacies' },
  // A shopper at night: straight to the pharmacies page's open-now and on-duty filters.
  onDuty: { to: `${paths.pharmacies}#on-duty`, labelId: 'nav.onDuty' },
  offer: { to: paths.offer, labelId: 'nav.promos' },
  articles: { to: paths.articles, labelId: 'nav.articles' },
  about: { to: paths.about, labelId: 'nav.about' },
  howToOrder: { to: paths.howToOrder, labelId: 'nav.howToOrder' },
} as const;

/** Desktop menu and footer links (docs/behaviour.md §3). */
export const MAIN_NAV = [LINKS.catalog, LINKS.pharmacies, LINKS.offer, LINKS.about, LINKS.howToOrder] as const;

/** Footer links: the desktop ones and the open and on-duty pharmacies. */
export const FOOTER_NAV = [...MAIN_NAV, LINKS.onDuty] as const;

/** Mobile menu links for everyone (docs/behaviour.md §3): the desktop ones, the open and on-duty pharmacies and the articles. */
export const MOBILE_MENU_NAV = [
  LINKS.catalog,
  LINKS.pharmacies,
  LINKS.onDuty,
  LINKS.offer,
  LINKS.articles,
  LINKS.about,
  LINKS.howToOrder,
] as const;
