import sha256 from 'crypto-js/sha256';
import hex from 'crypto-js/enc-hex';
import { readCookie, writeCookie } from '@/shared/storage';

const DEVICE_TOKEN_COOKIE = 'device_token';
const SHAPE = /^[0-9A-F]{64}$/;

/**
 * Identifies this browser on logout and profile deletion (docs/behaviour.md §5 and §9): uppercase hex
 * SHA-256 of a random number and the time, made once and kept in `aptk_device_token`.
 * A cookie that is not such a hash counts as absent and is replaced.
 */
export const getDeviceToken = (): string => {
  const stored = readCookie(DEVICE_TOKEN_COOKIE);
  if (stored && SHAPE.test(stored)) return stored;
  const token = sha256(`${Math.random()}${Date.now()}`).toString(hex).toUpperCase();
  writeCookie(DEVICE_TOKEN_COOKIE, token);
  return token;
};
