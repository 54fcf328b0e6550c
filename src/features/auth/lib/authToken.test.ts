/**
 * @jest-environment-options {"url": "https://apoteka.test/sr/lk"}
 */
// On https, as in production: the auth cookie is `__Host-` prefixed and Secure
// (docs/decisions.md, "The auth cookie").
import { readAuthToken } from '@/shared/api';
import { clearAuthToken, storeAuthToken } from './authToken';

/** What the browser holds: the cookie names of document.cookie. */
const cookieNames = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim())
    .filter(Boolean);

const cookieWrites: string[] = [];
const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
beforeAll(() => {
  // Record each Set-Cookie string the app writes, to see its attributes.
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor?.get?.call(document) as string,
    set: (value: string) => {
      cookieWrites.push(value);
      descriptor?.set?.call(document, value);
    },
  });
});
afterEach(() => {
  clearAuthToken();
  cookieWrites.length = 0;
});
afterAll(() => {
  Reflect.deleteProperty(document, 'cookie');
});

describe('the auth cookie on https', () => {
  it('is written as __Host-aptk_auth_token, Secure, path /, without a domain', () => {
    storeAuthToken('aptk_TOKEN1');
    expect(cookieNames()).toEqual(['__Host-aptk_auth_token']);
    const write = cookieWrites.find((line) => line.startsWith('__Host-aptk_auth_token=aptk_TOKEN1'));
    expect(write).toMatch(/; Secure/i);
    expect(write).toMatch(/; Path=\//i);
    expect(write).not.toMatch(/Domain=/i);
    expect(readAuthToken()).toBe('aptk_TOKEN1');
  });

  it('moves a session stored under the contract name to the __Host- name on first read', () => {
    document.cookie = 'aptk_auth_token=aptk_OLD; path=/';
    expect(readAuthToken()).toBe('aptk_OLD');
    expect(cookieNames()).toEqual(['__Host-aptk_auth_token']);
    expect(readAuthToken()).toBe('aptk_OLD');
  });

  it('is gone under both names after sign-out', () => {
    storeAuthToken('aptk_TOKEN2');
    document.cookie = 'aptk_auth_token=aptk_STALE; path=/';
    clearAuthToken();
    expect(cookieNames()).toEqual([]);
    expect(readAuthToken()).toBeUndefined();
  });
});
