import { readCookie, writeCookie } from '@/shared/storage';

const DEVICE_TOKEN_COOKIE = 'device_token';
const SHAPE = /^[0-9A-F]{64}$/;
const TOKEN_BYTES = 32;

/**
 * Identifies this browser on logout and profile deletion (docs/behaviour.md §5 and §9): 32 bytes
 * from the browser's cryptographic random source as 64 uppercase hex digits, the shape of the
 * contract's SHA-256, made once and kept in `aptk_device_token` (docs/decisions.md,
 * "Sessions"). `Math.random()` is predictable, so it never makes one.
 * A cookie that is not 64 uppercase hex digits counts as absent and is replaced.
 */
export const getDeviceToken = (): string => {
  const stored = readCookie(DEVICE_TOKEN_COOKIE);
  if (stored && SHAPE.test(stored)) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
  writeCookie(DEVICE_TOKEN_COOKIE, token);
  return token;
};
