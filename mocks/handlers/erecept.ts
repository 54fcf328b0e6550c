import type { EreceptDto, OrderDto } from '@/shared/api/answers';
import { authEndpoint } from '../endpoint';
import { fail } from '../lib/errors';
import { arr, int, matching, obj, opt } from '../lib/shape';
import { getDataset } from '../data/dataset';
import { checkedPrescription, copaymentOf, ereceptDto, prescriptionOffers } from '../services/erecept';
import { orderDto } from '../services/orders';
import { checkedReservation, earlierOrders, idempotencyKey, store } from './orders';
import { cityOr404 } from './util';

/** The two numbers a patient types: the eRecept's identifier and the LBO (docs/api.md, "eRecept"). */
const prescription = {
  prescription_id: matching(/^[A-Za-z0-9]{8,20}$/, '8 to 20 letters or digits'),
  lbo: matching(/^\d{11}$/, '11 digits'),
  city_id: int,
};

/** docs/api.md, "eRecept": a prescription, where in the city to get it, and its reservation. */
export const ereceptHandlers = [
  authEndpoint('post', '/erecept', obj(prescription), ({ data, lang, now }): EreceptDto => {
    const ds = getDataset();
    cityOr404(ds, data.city_id);
    return ereceptDto(ds, checkedPrescription(ds, data.prescription_id, data.lbo, now), data.city_id, lang, now);
  }),

  authEndpoint(
    'post',
    '/erecept/reserve',
    obj({ ...prescription, pharmacy_id: int, product_ids: opt(arr(int, 20)), idempotency_key: idempotencyKey }),
    ({ data, user, lang, now }): OrderDto => {
      const ds = getDataset();
      const { idempotency_key: key, lbo: _lbo, prescription_id: _id, ...request } = data;
      // What the key stands for, without the two numbers: the mock's state (in the browser's
      // storage on a mock build) keeps no health number with an order (docs/decisions.md, "eRecept").
      const body = JSON.stringify(['erecept', request]);
      const [earlier] = earlierOrders(key, body);
      if (earlier) return orderDto(ds, earlier, lang, now);
      cityOr404(ds, data.city_id);
      const found = checkedPrescription(ds, data.prescription_id, data.lbo, now);
      const pharmacy = ds.pharmacyById.get(data.pharmacy_id);
      if (!pharmacy) throw fail(404, 'pharmacyNotFound');
      if (pharmacy.cityId !== data.city_id) throw fail(400, 'pharmacyNotInCity');
      const wanted = data.product_ids ? new Set(data.product_ids) : null;
      const offer = prescriptionOffers(ds, found, data.city_id, now).find((o) => o.pharmacy.id === pharmacy.id);
      const lines = (offer?.lines ?? []).filter((line) => !wanted || wanted.has(line.productId));
      if (lines.length === 0) throw fail(400, 'prescriptionNothingHere');
      const items = lines.map((line) => ({ id: line.productId, quantity: line.quantity }));
      const reservation = checkedReservation(ds, data.city_id, { pharmacy_id: pharmacy.id, items }, lang, now);
      // At the counter the patient pays the co-payment: that is each line's price on the reservation.
      const paid = {
        ...reservation,
        lines: reservation.lines.map((line) => ({
          ...line,
          price: line.price === null ? null : copaymentOf(line.price),
        })),
      };
      const contacts = { name: user.name, phone: user.phone, comment: '' };
      const [order] = store(data.city_id, [paid], contacts, user, now, key, body, false);
      if (!order) throw new Error('no order stored');
      return orderDto(ds, order, lang, now);
    },
  ),
];
