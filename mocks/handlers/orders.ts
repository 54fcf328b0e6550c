import type { OrderDto, OrdersDto } from '@/shared/api/answers';
import { authEndpoint, endpoint } from '../endpoint';
import { db, type StoredOrder } from '../db';
import { fail } from '../lib/errors';
import { int, obj, opt, ShapeError, str, type Check } from '../lib/shape';
import { HOLD_MS, readyBy } from '../lib/time';
import { getDataset, stockAt } from '../data/dataset';
import { discountsOn, pharmacyPrice, todayOf } from '../services/catalog';
import { orderDto, orderNumber } from '../services/orders';
import { isValidPhone } from '../services/phone';
import { cartLines, cityOr404, empty } from './util';

/** A client-made key of one checkout attempt (docs/api.md, POST /orders): 8–128 of `A–Z a–z 0–9 _ -`. */
const idempotencyKey: Check<string> = (v, p) => {
  if (typeof v === 'string' && /^[\w-]{8,128}$/.test(v)) return v;
  throw new ShapeError(`${p}: expected 8 to 128 letters, digits, _ or -`);
};

const orderShape = obj({
  city_id: int,
  pharmacy_id: int,
  items: cartLines,
  name: str,
  phone: str,
  comment: opt(str),
  idempotency_key: opt(idempotencyKey),
});

/**
 * The order an earlier POST with the same key created, or null. The key is global (it is a
 * random UUID, not a guessable number); the same key with another body is refused (422), so
 * a reused key can never return an order that the request does not describe.
 */
const earlierOrder = (key: string | undefined, body: string): StoredOrder | null => {
  if (key === undefined) return null;
  const order = db().orders.find((o) => o.idempotency?.key === key);
  if (!order) return null;
  if (order.idempotency?.body !== body) throw fail(422, 'idempotencyMismatch');
  return order;
};

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

  endpoint('post', '/orders', orderShape, ({ data, user, lang, now }): OrderDto => {
    const ds = getDataset();
    const { idempotency_key: key, ...fields } = data;
    // Compared field by field in a fixed order, so the same request always gives the same text.
    const body = JSON.stringify([
      fields.city_id,
      fields.pharmacy_id,
      fields.items,
      fields.name,
      fields.phone,
      fields.comment ?? '',
    ]);
    const earlier = earlierOrder(key, body);
    if (earlier) return orderDto(ds, earlier, lang, now);

    const city = cityOr404(ds, data.city_id);
    const pharmacy = ds.pharmacyById.get(data.pharmacy_id);
    if (!pharmacy) throw fail(404, 'pharmacyNotFound');
    if (pharmacy.cityId !== city.id) throw fail(400, 'pharmacyNotInCity');
    if (data.items.length === 0) throw fail(400, 'cartEmpty');
    if (!data.name.trim()) throw fail(400, 'nameRequired');
    if (!isValidPhone(data.phone)) throw fail(400, 'phoneInvalid');

    const discounts = discountsOn(ds, todayOf(now));
    const quantities = new Map<number, number>();
    for (const item of data.items) quantities.set(item.id, (quantities.get(item.id) ?? 0) + item.quantity);
    const lines = [...quantities.entries()].map(([id, quantity]) => {
      const product = ds.productById.get(id);
      if (!product) throw fail(400, 'productNotFound');
      if (stockAt(ds, pharmacy, product) < quantity)
        throw fail(400, 'notAvailable', { name: product.name[lang], n: quantity });
      return { id, quantity, price: pharmacyPrice(ds, pharmacy, product, discounts) };
    });

    const state = db();
    const createdAt = now;
    const ready = readyBy(pharmacy.hours, createdAt);
    const id = state.nextOrderId++;
    const order: StoredOrder = {
      id,
      number: orderNumber(id),
      userId: user?.id ?? null,
      createdAt,
      cityId: city.id,
      pharmacyId: pharmacy.id,
      lines,
      name: data.name.trim(),
      phone: data.phone.trim(),
      comment: (data.comment ?? '').trim(),
      readyBy: ready,
      holdUntil: ready + HOLD_MS,
      pickedUp: false,
      ...(key === undefined ? {} : { idempotency: { key, body } }),
    };
    state.orders.push(order);
    return orderDto(ds, order, lang, now);
  }),
];
