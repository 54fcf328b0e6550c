import { readCookie, removeCookie, writeCookie } from '@/shared/storage';
import { getDeviceToken } from './deviceToken';

afterEach(() => removeCookie('device_token'));

describe('device token', () => {
  it('is an uppercase hex SHA-256 made once and kept in aptk_device_token', () => {
    const token = getDeviceToken();
    expect(token).toMatch(/^[0-9A-F]{64}$/);
    expect(readCookie('device_token')).toBe(token);
    expect(getDeviceToken()).toBe(token);
  });

  it('differs between browsers', () => {
    const first = getDeviceToken();
    removeCookie('device_token');
    expect(getDeviceToken()).not.toBe(first);
  });

  it('replaces a stored value that is not such a hash', () => {
    writeCookie('device_token', 'not-a-hash');
    const token = getDeviceToken();
    expect(token).toMatch(/^[0-9A-F]{64}$/);
    expect(readCookie('device_token')).toBe(token);
  });
});
