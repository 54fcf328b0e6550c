import { skipToken } from '@reduxjs/toolkit/query';
import { checkoutApi, useTrackOrderQuery } from '../api/checkoutApi';
import { followInterval } from '../lib/follow';
import type { Order } from '../model/types';
import { OrderStatusPanel } from './OrderStatusPanel';
import { PickupFacts } from './PickupFacts';

/**
 * An order just placed, followed by its track key (docs/api.md, POST /orders/track) with or
 * without a session: its status, code and pickup facts; the answer as placed until the first
 * follow-up arrives, and whenever one fails (the reservation stands either way). The reservations
 * of a split (`inVisit`) each follow their own.
 */
export const FollowedOrder = ({ placed, inVisit = false }: { placed: Order; inVisit?: boolean }) => {
  const args = placed.trackKey ? { id: placed.id, key: placed.trackKey } : skipToken;
  const known = checkoutApi.endpoints.trackOrder.useQueryState(args);
  const pollingInterval = followInterval(known.data ?? placed, known.fulfilledTimeStamp ?? Date.now());
  const { data } = useTrackOrderQuery(args, { pollingInterval });
  const order = data ?? placed;
  return (
    <>
      <OrderStatusPanel order={order} inVisit={inVisit} />
      <PickupFacts order={order} />
    </>
  );
};
