import type { Order } from '../model/types';
import { isBeforeReady } from '../model/readyNotice';

const MINUTE = 60_000;

/**
 * How often an open order page asks again (docs/decisions.md, "Order status and the ready
 * notice"): before ready, a second after the `ready_by` the answer promised, but at least every
 * minute (a pharmacy may be quicker) and at most every 2 s; once `ready_by` has passed without
 * "ready", every 15 s; a ready order every 5 minutes (it may be collected); a closed one never.
 * Counted from the answer's arrival, so the interval stays the same until the next answer.
 */
export const followInterval = (order: Order | undefined, answeredAt: number | undefined): number => {
  if (!order || answeredAt === undefined) return 0;
  if (order.status === 'ready') return 5 * MINUTE;
  if (!isBeforeReady(order.status)) return 0;
  const untilReady = Date.parse(order.readyBy) - answeredAt + 1000;
  if (!(untilReady > 0)) return 15_000;
  return Math.min(MINUTE, Math.max(2000, untilReady));
};
