/** Ids of the app's dialogs; one slice keeps at most one of them open. */
export const DIALOG = {
  city: 'city',
  auth: 'auth',
  recovery: 'recovery',
  mobileMenu: 'mobile-menu',
  mobileSearch: 'mobile-search',
} as const;
