export { baseApi } from './baseApi';
export { apiBaseQuery } from './baseQuery';
export { AUTH_TOKEN_COOKIE, readAuthToken } from './headerCookies';
export { readFailedCall } from './errors';
export { isApiError } from './types';
export type { ApiError, ApiRequest } from './types';
export type { ServerRenderExtra } from './serverRender';
