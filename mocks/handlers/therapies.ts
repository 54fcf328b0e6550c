import type { EmptyDto, OrderDto, TherapiesDto, TherapyDto } from '@/shared/api/answers';
import { isIsoDate } from '@/shared/lib/calendarDate';
import { authEndpoint } from '../endpoint';
import { db, type StoredTherapy } from '../db';
import { fail } from '../lib/errors';
import { int, intRange, obj, str } from '../lib/shape';
import { getDataset } from '../data/dataset';
import { todayOf } from '../services/catalog';
import { orderDto } from '../services/orders';
import { pickupPharmacy, therapyDto, windowOpen } from '../services/therapies';
import { checkedReservation, earlierOrders, idempotencyKey, store } from './orders';
import { empty } from './util';

const ownTherapy = (id: number, userId: number): StoredTherapy => {
  const therapy = db().therapies.find((t) => t.id === id && t.userId === userId);
  if (!therapy) throw fail(404, 'therapyNotFound');
  return therapy;
};

/** docs/api.md, "Therapies": a signed-in client's renewable prescriptions. */
export const therapiesHandlers = [
  authEndpoint('get', '/therapies', empty, ({ user, lang }): TherapiesDto => {
    const { therapies, orders } = db();
    const list = therapies
      .filter((t) => t.userId === user.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((t) => therapyDto(getDataset(), t, orders, lang));
    return { list };
  }),

  authEndpoint(
    'post',
    '/therapies',
    obj({ product_id: int, months: intRange(2, 6), first_date: str, pharmacy_id: int }),
    ({ data, user, lang, now }): TherapyDto => {
      const ds = getDataset();
      if (!isIsoDate(data.first_date)) throw fail(400, 'therapyDateInvalid');
      if (!ds.productById.has(data.product_id)) throw fail(404, 'productNotFound');
      if (!ds.pharmacyById.has(data.pharmacy_id)) throw fail(404, 'pharmacyNotFound');
      const state = db();
      const therapy: StoredTherapy = {
        id: state.nextTherapyId,
        userId: user.id,
        productId: data.product_id,
        months: data.months,
        firstDate: data.first_date,
        pharmacyId: data.pharmacy_id,
        createdAt: now,
        reservations: [],
      };
      state.nextTherapyId += 1;
      state.therapies.push(therapy);
      return therapyDto(ds, therapy, state.orders, lang);
    },
  ),

  authEndpoint('post', '/therapies/delete', obj({ id: int }), ({ data, user }): EmptyDto => {
    const therapy = ownTherapy(data.id, user.id);
    const state = db();
    state.therapies = state.therapies.filter((t) => t !== therapy);
    return {};
  }),

  authEndpoint(
    'post',
    '/therapies/reserve',
    obj({ id: int, month: int, idempotency_key: idempotencyKey }),
    ({ data, user, lang, now }): OrderDto => {
      const ds = getDataset();
      const therapy = ownTherapy(data.id, user.id);
      const body = JSON.stringify(['therapy', therapy.id, data.month]);
      const [earlier] = earlierOrders(data.idempotency_key, body);
      if (earlier) return orderDto(ds, earlier, lang, now);
      if (data.month < 1 || data.month > therapy.months) throw fail(400, 'therapyWindowClosed', { month: data.month });
      if (therapy.reservations.some((r) => r.month === data.month))
        throw fail(409, 'therapyMonthReserved', { month: data.month });
      if (!windowOpen(therapy, data.month, todayOf(now))) throw fail(400, 'therapyWindowClosed', { month: data.month });
      const product = ds.productById.get(therapy.productId);
      const preferred = ds.pharmacyById.get(therapy.pharmacyId);
      if (!product || !preferred) throw new Error(`therapy ${therapy.id}: unknown product or pharmacy`);
      const pharmacy = pickupPharmacy(ds, preferred, product);
      if (!pharmacy) throw fail(400, 'therapyNoPharmacyStock', { name: product.name[lang] });
      const part = { pharmacy_id: pharmacy.id, items: [{ id: product.id, quantity: 1 }] };
      const reservation = checkedReservation(ds, pharmacy.cityId, part, lang, now);
      const contacts = { name: user.name, phone: user.phone, comment: '' };
      const [order] = store(pharmacy.cityId, [reservation], contacts, user, now, data.idempotency_key, body, false);
      if (!order) throw new Error('no order stored');
      therapy.reservations.push({ month: data.month, orderId: order.id });
      return orderDto(ds, order, lang, now);
    },
  ),
];
