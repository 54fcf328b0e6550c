export { baseApi } from './baseApi';
export { apiBaseQuery, API_PREFIX, AUTH_TOKEN_COOKIE } from './baseQuery';
export { signPayload } from './signature';
export { resetPrerendered } from './prerendered';
export { readFailedCall } from './errors';
export { isApiError } from './types';
export type { ApiError, ApiRequest, HttpMethod } from './types';
export { isServerRenderExtra } from './serverRender';
export type { ServerRenderExtra } from './serverRender';
