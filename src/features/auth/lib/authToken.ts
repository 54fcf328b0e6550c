import { AUTH_TOKEN_COOKIE } from '@/shared/api';
import { removeCookie, writeCookie } from '@/shared/storage';

/** docs/behaviour.md §5: the auth token lasts 183 days. */
const AUTH_TOKEN_DAYS = 183;

export const storeAuthToken = (token: string): void => writeCookie(AUTH_TOKEN_COOKIE, token, AUTH_TOKEN_DAYS);
export const clearAuthToken = (): void => removeCookie(AUTH_TOKEN_COOKIE);
