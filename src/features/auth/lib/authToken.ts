import { AUTH_TOKEN_COOKIE, AUTH_TOKEN_DAYS } from '@/shared/api';
import { removeHostCookie, writeHostCookie } from '@/shared/storage';

/** `__Host-aptk_auth_token` (Secure) on https, `aptk_auth_token` over http (docs/decisions.md, "Sessions"). */
export const storeAuthToken = (token: string): void => writeHostCookie(AUTH_TOKEN_COOKIE, token, AUTH_TOKEN_DAYS);
export const clearAuthToken = (): void => removeHostCookie(AUTH_TOKEN_COOKIE);
