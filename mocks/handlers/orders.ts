import type { OrderDto, OrdersDto, VisitDto } from '@/shared/api/answers';
import { authEndpoint, endpoint } from '../endpoint';
import { db, type StoredOrder } from '../db';
import { fail } from '../lib/errors';
import { arr, int, matching, obj, opt, str } from '../lib/shape';
import type { Lang } from '../lib/i18n';
import { HOLD_MS, readyBy } from '../lib/time';
import { getDataset, stockAt, type Dataset } from '../data/dataset';
import type { PharmacySeed } from '../data/pharmacies';
import { discountsOn, pharmacyPrice, todayOf } from '../services/catalog';
import { orderDto, orderNumber } from '../services/orders';
import { newPickupCode, newTrackKey } from '../services/orderProgress';
import { orderMinutes } from '../qa';
import { isValidPhone } from '../services/phone';
import { transferOption } from '../services/transfers';
import { cartLines, cityOr404, empty } from './util';

/** A client-made key of one checkout attempt (docs/api.md, POST /orders): 8–128 of `A–Z a–z 0–9 _ -`. */
export const idempotencyKey = matching(/^[\w-]{8,128}$/, '8 to 128 letters, digits, _ or -');

const reservationFields = { pharmacy_id: int, items: cartLines, transfers: opt(cartLines) };
const contactFields = { name: str, phone: str, comment: opt(str), idempotency_key: opt(idempotencyKey) };

const orderShape = obj({ city_id: int, ...reservationFields, ...contactFields });
const visitShape = obj({
  city_id: int,
  parts: arr(obj(reservationFields), 10),
  ...contactFields,
});

type Reservation = { pharmacy_id: number; items: CartLine[]; transfers?: CartLine[] | undefined };
type CartLine = { id: number; quantity: number };

/**
 * The orders earlier POSTs with the same key created (none for a new key or no key). The key is
 * global (random, not guessable); the same key with another body is refused (422), so a reused
 * key can never return orders that the request does not describe.
 */
export const earlierOrders = (key: string | undefined, body: string): StoredOrder[] => {
  if (key === undefined) return [];
  const orders = db().orders.filter((o) => o.idempotency?.key === key);
  if (orders.some((o) => o.idempotency?.body !== body)) throw fail(422, 'idempotencyMismatch');
  return orders;
};

const quantitiesOf = (lines: readonly CartLine[]): Map<number, number> => {
  const quantities = new Map<number, number>();
  for (const item of lines) quantities.set(item.id, (quantities.get(item.id) ?? 0) + item.quantity);
  return quantities;
};

/**
 * One reservation checked and priced, not stored yet: what the pharmacy has (`items`) plus what
 * another pharmacy of the chain brings (`transfers`, services/transfers.ts). Throws the error the
 * request gets; nothing is created until every reservation of the request passed.
 */
export function checkedReservation(
  ds: Dataset,
  cityId: number,
  part: Reservation,
  lang: Lang,
  now: number,
): { pharmacy: PharmacySeed; lines: StoredOrder['lines']; readyBy: number } {
  const pharmacy = ds.pharmacyById.get(part.pharmacy_id);
  if (!pharmacy) throw fail(404, 'pharmacyNotFound');
  if (pharmacy.cityId !== cityId) throw fail(400, 'pharmacyNotInCity');
  if (part.items.length === 0 && (part.transfers ?? []).length === 0) throw fail(400, 'cartEmpty');
  const discounts = discountsOn(ds, todayOf(now));
  const shelf = quantitiesOf(part.items);
  const brought = quantitiesOf(part.transfers ?? []);
  let ready = readyBy(pharmacy.hours, now);
  const lines = [...new Set([...shelf.keys(), ...brought.keys()])].map((id) => {
    const product = ds.productById.get(id);
    if (!product) throw fail(400, 'productNotFound');
    const own = shelf.get(id) ?? 0;
    if (stockAt(ds, pharmacy, product) < own) throw fail(400, 'notAvailable', { name: product.name[lang], n: own });
    const extra = brought.get(id) ?? 0;
    const price = pharmacyPrice(ds, pharmacy, product, discounts);
    if (extra === 0) return { id, quantity: own, price };
    const option = transferOption(ds, pharmacy, product, extra, now);
    if (!option) throw fail(400, 'transferUnavailable', { name: product.name[lang], n: extra });
    ready = Math.max(ready, option.readyBy);
    const transfer = { quantity: extra, fromPharmacyId: option.from.id, readyBy: option.readyBy };
    return { id, quantity: own + extra, price, transfer };
  });
  return { pharmacy, lines, readyBy: ready };
}

export const ordersHandlers = [
  authEndpoint('get', '/orders', empty, ({ user, lang, now }): OrdersDto => {
    const ds = getDataset();
    const list = db()
      .orders.filter((o) => o.userId === user.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((o) => orderDto(ds, o, lang, now));
    return { list };
  }),

  authEndpoint('get', '/orders/detail', obj({ id: int }), ({ data, user, lang, now }): OrderDto => {
    const order = db().orders.find((o) => o.id === data.id && o.userId === user.id);
    if (!order) throw fail(404, 'orderNotFound');
    return orderDto(getDataset(), order, lang, now);
  }),

  // docs/api.md, POST /orders/track: the key is the proof, with or without a session; in the
  // body, never in a URL.
  endpoint('post', '/orders/track', obj({ id: int, key: str }), ({ data, lang, now }): OrderDto => {
    const order = db().orders.find((o) => o.id === data.id && o.trackKey !== undefined && o.trackKey === data.key);
    if (!order) throw fail(404, 'orderNotFound');
    return orderDto(getDataset(), order, lang, now);
  }),

  endpoint('post', '/orders', orderShape, ({ data, user, lang, now }): OrderDto => {
    const ds = getDataset();
    const { idempotency_key: key, city_id: cityId, name, phone, comment, ...part } = data;
    const body = requestText(cityId, [part], { name, phone, comment });
    const [earlier] = earlierOrders(key, body);
    if (earlier) return orderDto(ds, earlier, lang, now);
    cityOr404(ds, cityId);
    const reservation = checkedReservation(ds, cityId, part, lang, now);
    const [order] = store(cityId, [reservation], checkedContacts(data), user, now, key, body, false);
    if (!order) throw new Error('no order stored');
    return orderDto(ds, order, lang, now);
  }),

  endpoint('post', '/orders/visit', visitShape, ({ data, user, lang, now }): VisitDto => {
    const ds = getDataset();
    const { idempotency_key: key, city_id: cityId, parts } = data;
    const body = requestText(cityId, parts, data);
    const earlier = earlierOrders(key, body);
    if (earlier.length === 0) {
      cityOr404(ds, cityId);
      if (parts.length === 0) throw fail(400, 'cartEmpty');
      if (new Set(parts.map((p) => p.pharmacy_id)).size !== parts.length) throw fail(400, 'visitPharmacyTwice');
      const reservations = parts.map((part) => checkedReservation(ds, cityId, part, lang, now));
      const contacts = checkedContacts(data);
      earlier.push(...store(cityId, reservations, contacts, user, now, key, body, true));
    }
    const list = earlier.sort((a, b) => a.id - b.id).map((o) => orderDto(ds, o, lang, now));
    return { visit_id: list[0]?.visit_id ?? '', list };
  }),
];

interface Contacts {
  name: string;
  phone: string;
  comment?: string | undefined;
}

/** The request's fields in a fixed order without the key, so the same request always gives the same text. */
const requestText = (cityId: number, parts: readonly Reservation[], contacts: Contacts): string =>
  JSON.stringify([
    cityId,
    parts.map((p) => [p.pharmacy_id, p.items, p.transfers ?? []]),
    contacts.name,
    contacts.phone,
    contacts.comment ?? '',
  ]);

const checkedContacts = (data: Contacts): Required<Contacts> => {
  if (!data.name.trim()) throw fail(400, 'nameRequired');
  if (!isValidPhone(data.phone)) throw fail(400, 'phoneInvalid');
  return { name: data.name.trim(), phone: data.phone.trim(), comment: (data.comment ?? '').trim() };
};

/** Stores checked reservations; those of one visit share a visit id (docs/api.md, POST /orders/visit). */
export function store(
  cityId: number,
  reservations: ReadonlyArray<ReturnType<typeof checkedReservation>>,
  contacts: Required<Contacts>,
  user: { id: number } | null,
  now: number,
  key: string | undefined,
  body: string,
  visit: boolean,
): StoredOrder[] {
  const state = db();
  const visitId = visit ? `V-${orderNumber(state.nextOrderId).slice(4)}` : undefined;
  // QA timer (docs/mock-backend.md, "Order status"): ready after the minutes set, whatever the hours.
  const minutes = orderMinutes();
  return reservations.map((r) => {
    const id = state.nextOrderId++;
    const ready = minutes === null ? r.readyBy : now + Math.round(minutes * 60_000);
    const order: StoredOrder = {
      id,
      number: orderNumber(id),
      userId: user?.id ?? null,
      createdAt: now,
      cityId,
      pharmacyId: r.pharmacy.id,
      lines:
        minutes === null
          ? r.lines
          : r.lines.map((line) => (line.transfer ? { ...line, transfer: { ...line.transfer, readyBy: ready } } : line)),
      ...contacts,
      readyBy: ready,
      holdUntil: ready + HOLD_MS,
      pickedUp: false,
      pickupCode: newPickupCode(),
      trackKey: newTrackKey(),
      ...(key === undefined ? {} : { idempotency: { key, body } }),
      ...(visitId === undefined ? {} : { visitId }),
    };
    state.orders.push(order);
    return order;
  });
}
