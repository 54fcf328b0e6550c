type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'HEAD';

/** What endpoints pass to the baseQuery: a path under /site/v1 and its parameters. */
export interface ApiRequest {
  /** Path under `/site/v1`, e.g. `/cart/items`; a full URL containing `assets` is fetched as is. */
  url: string;
  method?: HttpMethod;
  /** GET: sent as JSON in the `data` query parameter. Others: the JSON body. */
  params?: object;
  /**
   * The session's token when the call is made while the session ends (sign-out): the cookie
   * is removed at once, the request still carries it. Otherwise read from the cookie.
   */
  authToken?: string;
}

/**
 * The error body every caller sees (docs/behaviour.md §8), plus the HTTP status.
 * `SESSION_CHANGED`: a change for the session the page shows while the cookie holds another
 * (another tab signed in or out): not sent (docs/decisions.md, "Sessions").
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR' | 'TIMEOUT_ERROR' | 'SESSION_CHANGED';
  message?: string;
  action?: 'logout';
}

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && 'status' in value;
