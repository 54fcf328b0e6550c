import type { DeliveryDto } from '@/shared/api/answers';
import { fail } from '../lib/errors';

/** The delivery fee in RSD, the same in every city (docs/api.md, "Delivery"). */
export const DELIVERY_FEE = 299;
/** Delivered within this many days of the order's Belgrade date. */
export const DELIVERY_DAYS = 2;

/** "DST-200001": a delivery's number, apart from the reservations' "APT-…". */
export const deliveryNumber = (id: number): string => `DST-${id}`;

interface Remembered {
  key: string | undefined;
  body: string;
  delivery: DeliveryDto;
}

/**
 * The deliveries made while the mock runs (a tab's page in the browser, the preview server's
 * process): what idempotency needs. They are not in the stored database, since no screen lists
 * them yet (docs/mock-backend.md, "Delivery").
 */
const deliveries: Remembered[] = [];
let nextId = 200001;

/**
 * The delivery an earlier request with the same key and body made, or a new one from `make`.
 * The same key with another body is refused (422), as for POST /orders.
 */
export function rememberDelivery(
  key: string | undefined,
  body: string,
  make: (id: number) => DeliveryDto,
): DeliveryDto {
  const earlier = key === undefined ? undefined : deliveries.find((d) => d.key === key);
  if (earlier) {
    if (earlier.body !== body) throw fail(422, 'idempotencyMismatch');
    return earlier.delivery;
  }
  const delivery = make(nextId);
  nextId += 1;
  deliveries.push({ key, body, delivery });
  return delivery;
}
