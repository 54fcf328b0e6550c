import { readCookie, removeCookie, writeCookie, readRawCookie } from './cookies';
import { safeStorage } from './webStorage';

const { read: readLocal, readJson: readLocalJson, write: writeLocal } = safeStorage('localStorage');
const {
  read: readSession,
  readJson: readSessionJson,
  remove: removeSession,
  write: writeSession,
} = safeStorage('sessionStorage');

const acceptNumbers = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'number') ? (value as number[]) : undefined;

describe('cookies', () => {
  afterEach(() => removeCookie('city'));

  it('writes our cookies with the aptk_ prefix and reads them back', () => {
    writeCookie('city', '3');
    expect(document.cookie).toContain('aptk_city=3');
    expect(readCookie('city')).toBe('3');
  });

  it('reads cookies of others by their full name', () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    expect(readRawCookie('XSRF-TOKEN')).toBe('abc');
  });

  it('treats an absent or empty cookie as undefined', () => {
    expect(readCookie('locale')).toBeUndefined();
    document.cookie = 'aptk_locale=; path=/';
    expect(readCookie('locale')).toBeUndefined();
  });

  it('keeps JSON-looking values as the raw string (no parsing surprises)', () => {
    writeCookie('city', '{"id":1}');
    expect(readCookie('city')).toBe('{"id":1}');
  });
});

describe('localStorage', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads what was written', () => {
    writeLocal('key', 'value');
    expect(readLocal('key')).toBe('value');
  });

  it('treats corrupt JSON and wrong shapes as absent', () => {
    writeLocal('numbers', '{not json');
    expect(readLocalJson('numbers', acceptNumbers)).toBeUndefined();
    writeLocal('numbers', '["a"]');
    expect(readLocalJson('numbers', acceptNumbers)).toBeUndefined();
    writeLocal('numbers', '[1,2]');
    expect(readLocalJson('numbers', acceptNumbers)).toEqual([1, 2]);
  });

  it('survives a storage that throws (privacy mode, quota)', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const read = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeLocal('key', 'value')).not.toThrow();
    expect(readLocal('key')).toBeNull();
    spy.mockRestore();
    read.mockRestore();
  });
});

describe('sessionStorage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reads what was written and treats corrupt values as absent', () => {
    writeSession('numbers', '[1,2]');
    expect(readSessionJson('numbers', acceptNumbers)).toEqual([1, 2]);
    writeSession('numbers', '{not json');
    expect(readSessionJson('numbers', acceptNumbers)).toBeUndefined();
    removeSession('numbers');
    expect(readSession('numbers')).toBeNull();
  });

  it('survives a storage that throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => writeSession('key', 'value')).not.toThrow();
    spy.mockRestore();
  });
});
