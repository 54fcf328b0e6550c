/**
 * How an order moves (docs/api.md, "Order status"): received when placed, being prepared from
 * half-way to `ready_by` (at most an hour before it), ready at `ready_by`, then collected,
 * cancelled or expired at `hold_until`. The times are stored or follow from `readyBy`; a QA
 * move (docs/mock-backend.md, "Order status") sets them to now.
 */
import type { OrderDto } from '@/shared/api/answers';
import { db, randomHex, saveDb, type StoredOrder } from '../db';
import { HOLD_MS } from '../lib/time';

type Status = OrderDto['status'];
type Event = { status: Status; at: number };

const HOUR = 3600_000;
/** When the demo account's seeded orders were handed over: this long after they were ready. */
const HANDOVER_AFTER_READY = 2 * HOUR;

const preparingAtOf = (o: StoredOrder): number =>
  o.preparingAt ?? o.readyBy - Math.min(HOUR, Math.max(0, o.readyBy - o.createdAt) / 2);

const pickedUpAtOf = (o: StoredOrder): number => o.pickedUpAt ?? o.readyBy + HANDOVER_AFTER_READY;

/** What has happened to the order by `now`, oldest first; the last entry is its status. */
export function orderEvents(o: StoredOrder, now: number): Event[] {
  const cancelledAt = o.cancelledAt !== undefined && o.cancelledAt <= now ? o.cancelledAt : undefined;
  const end = Math.min(now, cancelledAt ?? Infinity, o.pickedUp ? pickedUpAtOf(o) : Infinity);
  const events: Event[] = [{ status: 'accepted', at: o.createdAt }];
  const preparingAt = preparingAtOf(o);
  if (preparingAt <= end && preparingAt < o.readyBy) events.push({ status: 'preparing', at: preparingAt });
  if (o.readyBy <= end) events.push({ status: 'ready', at: o.readyBy });
  if (o.pickedUp) events.push({ status: 'picked_up', at: pickedUpAtOf(o) });
  else if (cancelledAt !== undefined) events.push({ status: 'cancelled', at: cancelledAt });
  else if (o.holdUntil <= now) events.push({ status: 'expired', at: o.holdUntil });
  return events;
}

const orderStatus = (o: StoredOrder, now: number): Status => orderEvents(o, now).at(-1)?.status ?? 'accepted';

/** Six digits said or shown at the counter; random for new orders, from the id for older stored ones. */
export const newPickupCode = (): string => String(parseInt(randomHex(4), 16) % 1_000_000).padStart(6, '0');
export const pickupCodeOf = (o: StoredOrder): string =>
  o.pickupCode ?? String((o.id * 7919 + 104729) % 1_000_000).padStart(6, '0');

/** The owner's proof of POST /orders/track: 32 random hex digits, like an alert's key. */
export const newTrackKey = (): string => randomHex(16);

const FINAL: readonly Status[] = ['picked_up', 'cancelled', 'expired'];
const ORDER_MOVES = ['preparing', 'ready', 'picked_up', 'cancelled', 'expired'] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];

const becomeReady = (o: StoredOrder, now: number): void => {
  o.preparingAt = Math.min(preparingAtOf(o), now);
  o.readyBy = now;
  o.holdUntil = now + HOLD_MS;
  for (const line of o.lines) if (line.transfer && line.transfer.readyBy > now) line.transfer.readyBy = now;
};

/** Moves one order to `status` now (QA); refuses an order already collected, cancelled or expired. */
function moveOrder(o: StoredOrder, status: OrderMove, now: number): void {
  const current = orderStatus(o, now);
  if (FINAL.includes(current)) throw new Error(`Mock order move: ${o.number} is already ${current}`);
  switch (status) {
    case 'preparing':
      if (current !== 'accepted') throw new Error(`Mock order move: ${o.number} is already ${current}`);
      o.preparingAt = now;
      o.readyBy = Math.max(o.readyBy, now + 1);
      break;
    case 'ready':
      becomeReady(o, now);
      break;
    case 'picked_up':
      if (o.readyBy > now) becomeReady(o, now);
      o.pickedUp = true;
      o.pickedUpAt = now;
      break;
    case 'cancelled':
      o.cancelledAt = now;
      break;
    case 'expired':
      if (o.readyBy > now) becomeReady(o, now);
      o.holdUntil = now;
      break;
  }
}

/**
 * QA moves, `order:status` comma-separated (`?mock_order=5003:ready`, `/__mock/order?spec=`):
 * `order` is an id, a number (`APT-104599`) or `last` (the newest order). Returns the moved
 * orders' numbers; a malformed entry or an unknown order throws and moves nothing more.
 */
export function moveOrders(spec: string, now = Date.now()): string[] {
  const moved: string[] = [];
  for (const entry of spec.split(',')) {
    if (entry.trim() === '') continue;
    const [which = '', status = ''] = entry.trim().split(':');
    const orders = db().orders;
    const order =
      which === 'last'
        ? orders.reduce<StoredOrder | undefined>((a, b) => (a && a.id > b.id ? a : b), undefined)
        : orders.find((o) => o.number === which || String(o.id) === which);
    if (!order) throw new Error(`Mock order move: no order "${which}"`);
    if (!(ORDER_MOVES as readonly string[]).includes(status))
      throw new Error(`Mock order move: "${status}" is not one of ${ORDER_MOVES.join(', ')}`);
    moveOrder(order, status as OrderMove, now);
    moved.push(order.number);
  }
  saveDb();
  return moved;
}
