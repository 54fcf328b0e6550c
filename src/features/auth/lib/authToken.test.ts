/**
 * @jest-environment-options {"url": "https://apoteka.test/sr/lk"}
 */
// On https, as in production: the auth cookie is `__Host-` prefixed and Secure
// (docs/decisions.md, "Sessions").
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
  document.cookie = 'aptk_auth_token=; path=/; max-age=0';
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

  it('does not read a planted aptk_auth_token as a session, nor move it to the __Host- name', () => {
    // A subdomain or a plain-http page can set the unprefixed name; a session starts only from
    // the __Host- name (docs/decisions.md, "Sessions").
    document.cookie = 'aptk_auth_token=aptk_PLANTED; path=/';
    expect(readAuthToken()).toBeUndefined();
    expect(cookieNames()).toEqual(['aptk_auth_token']);
    expect(cookieWrites.some((line) => line.startsWith('__Host-'))).toBe(false);
  });

  it('keeps the __Host- session when an unprefixed one is planted beside it', () => {
    storeAuthToken('aptk_MINE');
    document.cookie = 'aptk_auth_token=aptk_PLANTED; path=/';
    expect(readAuthToken()).toBe('aptk_MINE');
  });

  it('is gone after sign-out', () => {
    storeAuthToken('aptk_TOKEN2');
    clearAuthToken();
    expect(cookieNames()).toEqual([]);
    expect(readAuthToken()).toBeUndefined();
  });
});
