import { jsonValue } from '@/shared/storage';
import { COMMENT_MAX, NAME_MAX } from './contactsSchema';
import { CHECKOUT_STORAGE_KEY } from './storageKey';
import type { ContactsDraft, OrderAttempt } from './types';

export { CHECKOUT_STORAGE_KEY };

export interface StoredCheckout {
  pharmacy: { id: number; cityId: number } | null;
  split: { cityId: number } | null;
  transfers: number[];
  contacts: ContactsDraft | null;
  attempt: OrderAttempt | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

const readPharmacy = (value: unknown): StoredCheckout['pharmacy'] =>
  isRecord(value) && isId(value.id) && isId(value.cityId) ? { id: value.id, cityId: value.cityId } : null;

const readSplit = (value: unknown): StoredCheckout['split'] =>
  isRecord(value) && isId(value.cityId) ? { cityId: value.cityId } : null;

const readTransfers = (value: unknown): number[] => (Array.isArray(value) ? value.filter(isId).slice(0, 60) : []);

const readContacts = (value: unknown): ContactsDraft | null =>
  isRecord(value) && isText(value.name, NAME_MAX) && isText(value.phone, 40) && isText(value.comment, COMMENT_MAX)
    ? { name: value.name, phone: value.phone, comment: value.comment }
    : null;

const readAttempt = (value: unknown): OrderAttempt | null =>
  isRecord(value) && typeof value.key === 'string' && /^[\w-]{8,128}$/.test(value.key) && isText(value.body, 100_000)
    ? { key: value.key, body: value.body }
    : null;

/**
 * This tab's checkout in sessionStorage, so that a reload on a step loses nothing. Each part
 * that cannot be read counts as absent, the others are kept. It follows the checkout slice,
 * whose reducer forgets the contacts when a session ends (docs/decisions.md, "Session end").
 */
export const storedCheckout = jsonValue<StoredCheckout>({
  key: CHECKOUT_STORAGE_KEY,
  accept: (stored) =>
    isRecord(stored)
      ? {
          pharmacy: readPharmacy(stored.pharmacy),
          split: readSplit(stored.split),
          transfers: readTransfers(stored.transfers),
          contacts: readContacts(stored.contacts),
          attempt: readAttempt(stored.attempt),
        }
      : undefined,
  // These five, in this order: nothing else of the slice (the placed order) is kept.
  toJson: ({ pharmacy, split, transfers, contacts, attempt }) => ({ pharmacy, split, transfers, contacts, attempt }),
});
