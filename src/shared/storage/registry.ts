/**
 * Everything this site keeps in the browser, and what the end of a session does to each
 * (docs/decisions.md, "Session end"; the formats are docs/behaviour.md §5). A value is stored
 * only under a name listed here: the storage helpers take these names and no others, and only
 * src/shared/storage touches the browser's stores (eslint.config.mjs). The rules are applied by
 * first-load code (clientData.ts) whether or not the feature that wrote a value is loaded in
 * this tab: a tab that never opened the stock alerts still removes the alerts another tab made
 * in the session (issue 40).
 *
 * - `keep`: the browser's, not a client's (the cart, the city, the consent);
 * - `remove`: goes when a session ends (search history: typed before a sign-in, most likely by
 *   the same person);
 * - `client`: written only in a session, so it goes when one ends, and a start with no session
 *   that finds it knows a session lapsed unseen;
 * - `{ without }`: a JSON array of strings; the entries listed in that `client` value go;
 * - `{ clear }`: a JSON object; those fields become null (the rest is the browser's);
 * - `session`: the session itself (the auth cookie), written and removed by features/auth.
 */
export type SessionEndRule =
  'keep' | 'remove' | 'client' | 'session' | { readonly without: string } | { readonly clear: readonly string[] };

export type Entry =
  | { readonly area: 'local' | 'session' | 'cookie'; readonly onSessionEnd: SessionEndRule }
  /** Cache Storage: the one store the service worker shares; the name is the entry's path. */
  | { readonly area: 'cache'; readonly cache: string; readonly onSessionEnd: SessionEndRule };

export const STORED = {
  // localStorage (every tab, across visits)
  /** The cart: the browser's; the tab where a session ended offers to empty it. */
  aptkB: { area: 'local', onSessionEnd: 'keep' },
  /** What the cart's lines are drawn with before the server answers: follows the cart. */
  aptk_cart_products: { area: 'local', onSessionEnd: 'keep' },
  search_history: { area: 'local', onSessionEnd: 'remove' },
  /** The other tabs' signal of a sign-in or sign-out: only its change matters. */
  aptk_session: { area: 'local', onSessionEnd: 'keep' },
  /** When this browser's session began: a start that finds it without the auth cookie ends it. */
  aptk_client: { area: 'local', onSessionEnd: 'client' },
  /** Alerts made anonymously are the browser's; those made in the session go with it. */
  aptk_alerts: { area: 'local', onSessionEnd: { without: 'aptk_alerts_client' } },
  aptk_alerts_seen: { area: 'local', onSessionEnd: { without: 'aptk_alerts_client' } },
  aptk_alerts_client: { area: 'local', onSessionEnd: 'client' },
  /** Reminders are a signed-in client's only (the therapy page is under /lk). */
  aptk_therapy_notified: { area: 'local', onSessionEnd: 'client' },
  /** The loyalty card as last seen, to show at a counter offline: a signed-in client's only. */
  aptk_loyalty_card: { area: 'local', onSessionEnd: 'client' },
  /** The LBO, only when the patient asks to remember it (docs/decisions.md, "eRecept"). */
  aptk_erecept_lbo: { area: 'local', onSessionEnd: 'client' },
  aptk_consent: { area: 'local', onSessionEnd: 'keep' },
  // sessionStorage (this tab)
  /** The checkout under way: the pharmacy and transfers stay, the name, phone and order attempt go. */
  aptk_checkout: { area: 'session', onSessionEnd: { clear: ['contacts', 'attempt'] } },
  /**
   * A page reloaded for new code: its scroll and typed fields, taken out by the next start
   * (docs/decisions.md, "Old tabs after a deploy"). Typed fields may be a client's: they go.
   */
  aptk_reloaded: { area: 'session', onSessionEnd: 'remove' },
  // cookies
  aptk_city: { area: 'cookie', onSessionEnd: 'keep' },
  aptk_locale: { area: 'cookie', onSessionEnd: 'keep' },
  aptk_device_token: { area: 'cookie', onSessionEnd: 'keep' },
  aptk_auth_token: { area: 'cookie', onSessionEnd: 'session' },
  /** Set by a server, never by us. */
  'XSRF-TOKEN': { area: 'cookie', onSessionEnd: 'keep' },
  // Cache Storage
  /** The installed app's worker's reminders (public/sw-notifications.js reads it with no tab open). */
  '/aptk-therapy-reminders': { area: 'cache', cache: 'aptk-therapy', onSessionEnd: 'client' },
} as const satisfies Record<string, Entry>;

type Stored = typeof STORED;
type NamesIn<Area extends Entry['area']> = {
  [Name in keyof Stored]: Stored[Name]['area'] extends Area ? Name : never;
}[keyof Stored];

/** A localStorage key of the registry. */
export type LocalKey = NamesIn<'local'>;
/** A sessionStorage key of the registry. */
type SessionKey = NamesIn<'session'>;
export type WebStorageKey = LocalKey | SessionKey;
/** A cookie's full name. */
export type CookieKey = NamesIn<'cookie'>;
/** One of our `aptk_` cookies, by the name after the prefix (`city` is `aptk_city`). */
export type CookieName = CookieKey extends infer Key ? (Key extends `aptk_${infer Name}` ? Name : never) : never;
/** A Cache Storage entry, by its path. */
export type CacheKey = NamesIn<'cache'>;

export const areaOf = (key: WebStorageKey): 'local' | 'session' => STORED[key].area;
