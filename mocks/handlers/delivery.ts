import type { DeliveryDto, DeliveryTermsDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { fail } from '../lib/errors';
import { int, obj, opt, str } from '../lib/shape';
import { addDays } from '../lib/time';
import { toRsd } from '../lib/money';
import { getDataset, pharmaciesWith, stockAt } from '../data/dataset';
import { packLabel } from '../data/forms';
import { cityPrice, discountsOn, todayOf } from '../services/catalog';
import { displayPhone, isValidPhone, nationalNumber } from '../services/phone';
import { DELIVERY_DAYS, DELIVERY_FEE, deliveryNumber, rememberDelivery } from '../services/delivery';
import { idempotencyKey } from './orders';
import { cartLines, cityOr404, mergeLines } from './util';

const deliveryShape = obj({
  city_id: int,
  items: cartLines,
  street: str,
  flat: opt(str),
  postal_code: str,
  name: str,
  phone: str,
  comment: opt(str),
  idempotency_key: opt(idempotencyKey),
});

/** docs/api.md, "Delivery": goods that are not medicines, to an address, cash on delivery. */
export const deliveryHandlers = [
  endpoint('get', '/delivery', obj({ city_id: int }), ({ data }): DeliveryTermsDto => {
    cityOr404(getDataset(), data.city_id);
    return { fee: DELIVERY_FEE, payment: 'cash_on_delivery', days: DELIVERY_DAYS };
  }),

  endpoint('post', '/orders/delivery', deliveryShape, ({ data, lang, now }): DeliveryDto => {
    const ds = getDataset();
    const { idempotency_key: key, ...request } = data;
    return rememberDelivery(key, JSON.stringify(request), (id) => {
      const city = cityOr404(ds, data.city_id);
      const lines = mergeLines(ds, data.items);
      if (data.items.length === 0) throw fail(400, 'cartEmpty');
      if (lines.length < new Set(data.items.map((item) => item.id)).size) throw fail(400, 'productNotFound');
      const discounts = discountsOn(ds, todayOf(now));
      const priced = lines.map(({ product, quantity }) => {
        const name = product.name[lang];
        // The rule is the product's kind of goods, the same as its `is_medicine` (never its name).
        if (product.kind === 'medicine') throw fail(400, 'medicineNotDelivered', { name });
        if (product.allowSafety) throw fail(400, 'deliveryPriceAtPharmacy', { name });
        const { price } = cityPrice(ds, product, city, discounts);
        const stocked = pharmaciesWith(ds, city.id, product).some((ph) => stockAt(ds, ph, product) >= quantity);
        if (price === null || !stocked) throw fail(400, 'deliveryNotInStock', { name, n: quantity });
        return {
          id: product.id,
          name,
          pack: packLabel(product.packSize, product.form.unit, lang),
          quantity,
          price: toRsd(price),
        };
      });
      if (!data.name.trim()) throw fail(400, 'nameRequired');
      if (!isValidPhone(data.phone)) throw fail(400, 'phoneInvalid');
      if (data.street.trim().length < 3) throw fail(400, 'streetRequired');
      if (!/^\d{5}$/.test(data.postal_code.trim())) throw fail(400, 'postalCodeInvalid');
      // In para (mocks/lib/money.ts), turned into RSD once.
      const subtotalPara = priced.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
      return {
        id,
        number: deliveryNumber(id),
        created_at: new Date(now).toISOString(),
        status: 'accepted',
        lines: priced,
        subtotal: toRsd(subtotalPara),
        fee: DELIVERY_FEE,
        total: toRsd(subtotalPara + DELIVERY_FEE * 100),
        payment: 'cash_on_delivery',
        deliver_by: addDays(todayOf(now), DELIVERY_DAYS),
        city: city.name[lang],
        street: data.street.trim(),
        flat: (data.flat ?? '').trim(),
        postal_code: data.postal_code.trim(),
        name: data.name.trim(),
        phone: displayPhone(nationalNumber(data.phone)),
        comment: (data.comment ?? '').trim(),
      };
    });
  }),
];
