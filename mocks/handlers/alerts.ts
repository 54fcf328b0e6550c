import type { AlertDto, AlertsDto, EmptyDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { db, randomHex, saveDb, type StoredAlert } from '../db';
import { fail } from '../lib/errors';
import { arr, int, obj, opt, str } from '../lib/shape';
import { getDataset } from '../data/dataset';
import { alertDto, availableIn, fireAlerts } from '../services/alerts';
import { isValidEmail } from '../services/phone';
import { cityOr404 } from './util';

/** At most this many keys are read from one list request (a browser keeps fewer). */
const MAX_KEYS = 100;

const newestFirst = (a: StoredAlert, b: StoredAlert): number => b.createdAt - a.createdAt || b.id - a.id;

/** docs/api.md, "Stock alerts". An invalid `auth-token` counts as none, as for POST /orders. */
export const alertsHandlers = [
  endpoint(
    'post',
    '/alerts',
    obj({ product_id: int, city_id: int, email: opt(str) }),
    ({ data, user, lang, now }): AlertDto => {
      const ds = getDataset();
      const city = cityOr404(ds, data.city_id);
      if (!ds.productById.has(data.product_id)) throw fail(404, 'productNotFound');
      let channel: StoredAlert['channel'];
      let contact: string;
      if (user) {
        if (data.email !== undefined) throw fail(400, 'alertEmailSignedIn');
        channel = 'phone';
        contact = user.phone;
      } else {
        if (data.email === undefined || data.email.trim() === '') throw fail(400, 'alertEmailRequired');
        if (!isValidEmail(data.email)) throw fail(400, 'emailInvalid');
        channel = 'email';
        contact = data.email.trim().toLowerCase();
      }
      if (availableIn(data.product_id, city.id)) throw fail(400, 'alreadyAvailable');
      const state = db();
      const same = state.alerts.find(
        (a) =>
          a.firedAt === null &&
          a.productId === data.product_id &&
          a.cityId === city.id &&
          a.channel === channel &&
          a.contact === contact,
      );
      if (same) return alertDto(same, lang);
      const alert: StoredAlert = {
        id: state.nextAlertId,
        key: randomHex(16),
        productId: data.product_id,
        cityId: city.id,
        userId: user?.id ?? null,
        channel,
        contact,
        createdAt: now,
        firedAt: null,
      };
      state.nextAlertId += 1;
      state.alerts.push(alert);
      return alertDto(alert, lang);
    },
  ),

  endpoint('get', '/alerts', obj({ keys: arr(str, MAX_KEYS) }), ({ data, user, lang, now }): AlertsDto => {
    // Stock may have changed since the last look (a restock): fire what it satisfies first.
    if (fireAlerts(now)) saveDb();
    const keys = new Set(data.keys);
    const list = db()
      .alerts.filter((a) => keys.has(a.key) || (user !== null && a.userId === user.id))
      .sort(newestFirst)
      .map((a) => alertDto(a, lang));
    return { list };
  }),

  endpoint('post', '/alerts/delete', obj({ key: str }), ({ data }): EmptyDto => {
    const state = db();
    if (!state.alerts.some((a) => a.key === data.key)) throw fail(404, 'alertNotFound');
    state.alerts = state.alerts.filter((a) => a.key !== data.key);
    return {};
  }),
];
