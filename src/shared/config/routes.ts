/**
 * Route paths below the language prefix (docs/behaviour.md §2). The router is created with
 * basename `/{locale}`, so links use these paths as they are.
 */
export const paths = {
  home: '/',
  catalog: '/catalog',
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  /** Browsing by ATC group: the anatomical groups, or one group (level 1 or 2) by its code. */
  atc: (code?: string) => (code === undefined ? '/catalog/atc' : `/catalog/atc/${encodeURIComponent(code)}`),
  detail: (id: number | string) => `/detail/${id}`,
  search: (query?: string) => (query === undefined ? '/search' : `/search?q=${encodeURIComponent(query)}`),
  cart: '/cart',
  stepPharmacy: '/step/pharmacy',
  stepContacts: '/step/contacts',
  stepConfirmation: '/step/confirmation',
  account: '/lk',
  accountOrders: '/lk/orders',
  accountOrder: (id: number | string) => `/lk/orders/${id}`,
  accountFavourites: '/lk/favourites',
  accountTherapy: '/lk/therapy',
  accountErecept: '/lk/erecept',
  accountQuestions: '/lk/questions',
  /** Ask a pharmacist, about a product when opened from its page (docs/decisions.md, "Ask a pharmacist"). */
  ask: (productId?: number) => (productId === undefined ? '/ask' : `/ask?product=${productId}`),
  howToOrder: '/how-to-order',
  about: '/about',
  legal: '/legal',
  pharmacies: '/pharmacies',
  terms: '/termsofservice',
  privacy: '/privacypolicy',
  offer: '/offer',
  articles: '/articles',
  article: (slug: string) => `/articles/${encodeURIComponent(slug)}`,
} as const;

/** Mobile header search is hidden on these prefixes (docs/behaviour.md §3). */
export const NO_MOBILE_SEARCH_PREFIXES = ['/cart', '/step'] as const;

/** The footer is white on these prefixes, dark elsewhere (docs/behaviour.md §3). */
export const LIGHT_FOOTER_PREFIXES = [
  '/cart',
  '/catalog',
  '/category',
  '/offer',
  '/detail',
  '/step',
  '/pharmacies',
] as const;

export const startsWithAny = (pathname: string, prefixes: readonly string[]): boolean =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
