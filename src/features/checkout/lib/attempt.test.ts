import { attemptFor, isOutcomeUnknown } from './attempt';
import { storedCheckout, CHECKOUT_STORAGE_KEY } from '../model/persist';
import { ORDER_ARGS } from '../testing/order';

const args = ORDER_ARGS;

describe('attemptFor', () => {
  it('keeps the key for the same request and makes a new one when anything changes', () => {
    const first = attemptFor(null, args);
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(attemptFor(first, { ...args })).toBe(first);
    expect(attemptFor(first, { ...args, comment: 'posle 17 h' }).key).not.toBe(first.key);
    expect(attemptFor(first, { ...args, items: [{ id: 1001, quantity: 2 }] }).key).not.toBe(first.key);
  });
});

describe('isOutcomeUnknown', () => {
  it.each([
    ['FETCH_ERROR', true],
    ['PARSE_ERROR', true],
    ['TIMEOUT_ERROR', true],
    [500, true],
    [503, true],
    [400, false],
    [422, false],
  ])('status %p → %p', (status, unknown) => {
    expect(isOutcomeUnknown({ status })).toBe(unknown);
  });

  it('counts a thrown value without a status as unknown', () => {
    expect(isOutcomeUnknown(new Error('x'))).toBe(true);
    expect(isOutcomeUnknown(undefined)).toBe(true);
  });
});

describe('storedCheckout', () => {
  it('reads each part on its own: a corrupt part is absent, the others stay', () => {
    sessionStorage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({
        pharmacy: { id: 'x', cityId: 1 },
        split: { cityId: 1 },
        transfers: [1001, 'x', -2],
        contacts: { name: 'Ana', phone: '641234567', comment: '' },
        attempt: { key: 'abc12345', body: '{}' },
      }),
    );
    expect(storedCheckout.read()).toEqual({
      pharmacy: null,
      split: { cityId: 1 },
      transfers: [1001],
      contacts: { name: 'Ana', phone: '641234567', comment: '' },
      attempt: { key: 'abc12345', body: '{}' },
    });
  });

  it('treats unreadable values as nothing stored', () => {
    for (const raw of ['{not json', '[]', 'null', '"text"']) {
      sessionStorage.setItem(CHECKOUT_STORAGE_KEY, raw);
      expect(storedCheckout.read()).toBeUndefined();
    }
    sessionStorage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({ attempt: { key: 'no spaces allowed', body: '{}' }, contacts: { name: 1 } }),
    );
    expect(storedCheckout.read()).toEqual({
      pharmacy: null,
      split: null,
      transfers: [],
      contacts: null,
      attempt: null,
    });
  });

  it('writes the contract’s text byte for byte: these five parts, in this order', () => {
    storedCheckout.write({
      pharmacy: { id: 7, cityId: 1 },
      split: null,
      transfers: [3],
      contacts: { name: 'Ana', phone: '641234567', comment: 'posle 17 h' },
      attempt: null,
    });
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBe(
      '{"pharmacy":{"id":7,"cityId":1},"split":null,"transfers":[3],"contacts":{"name":"Ana","phone":"641234567","comment":"posle 17 h"},"attempt":null}',
    );
  });
});
