import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import type { Order, OrderStatus } from '../model/types';
import { useFormatOrderTime } from '../lib/formatTime';
import styles from './OrderProgress.module.css';

type Step = { status: OrderStatus; at: string | null; state: 'done' | 'current' | 'next' };

const FINAL: readonly OrderStatus[] = ['picked_up', 'cancelled', 'expired'];
const LABELS: Record<OrderStatus, MessageId> = {
  accepted: 'orders.progress.accepted',
  preparing: 'orders.progress.preparing',
  ready: 'orders.progress.ready',
  picked_up: 'orders.progress.pickedUp',
  cancelled: 'orders.progress.cancelled',
  expired: 'orders.progress.expired',
};
const STATES: Record<Step['state'], MessageId> = {
  done: 'orders.progress.done',
  current: 'orders.progress.current',
  next: 'orders.progress.next',
};

/**
 * The steps to show: what happened (the answer's `events`, or only the current status when a
 * backend sends none), then what is still to come on the usual way, received → being prepared →
 * ready → collected. A cancelled or expired order ends where it ended.
 */
const progressSteps = (order: Order): Step[] => {
  const happened = order.events.length > 0 ? order.events : [{ status: order.status, at: null }];
  const seen = new Set(happened.map((event) => event.status));
  const steps: Step[] = happened.map((event, index) => ({
    status: event.status,
    at: event.at,
    state: index === happened.length - 1 && !FINAL.includes(event.status) ? 'current' : 'done',
  }));
  if (FINAL.includes(order.status)) return steps;
  const way: OrderStatus[] = ['accepted', 'preparing', 'ready', 'picked_up'];
  const from = way.indexOf(order.status);
  for (const status of way.slice(from + 1)) if (!seen.has(status)) steps.push({ status, at: null, state: 'next' });
  return steps;
};

/**
 * The order's way as a list of steps, the current one marked (docs/behaviour.md §19). One of the
 * reservations of a split (`inVisit`) is a part of its reservation's section, named by its number.
 */
export const OrderProgress = ({ order, inVisit = false }: { order: Order; inVisit?: boolean }) => {
  const formatTime = useFormatOrderTime();
  const steps = progressSteps(order);
  const current = steps.find((step) => step.state === 'current') ?? steps.at(-1);
  const Heading = inVisit ? 'h4' : 'h2';
  return (
    <section className={styles.progress} aria-labelledby={`order-progress-${order.id}`}>
      <Heading id={`order-progress-${order.id}`} className={styles.heading}>
        {inVisit ? (
          <FormattedMessage id="orders.progress.titleOf" values={{ number: order.number }} />
        ) : (
          <FormattedMessage id="orders.progress.title" />
        )}
      </Heading>
      {current ? (
        <p role="status" className={styles.now}>
          <FormattedMessage
            id={LABELS[current.status]}
            values={{ until: formatTime(order.holdUntil), time: formatTime(order.readyBy) }}
          />
        </p>
      ) : null}
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li
            key={step.status}
            className={`${styles.step} ${styles[step.state]}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.label}>
              <FormattedMessage
                id={
                  step.status === 'ready' && step.state === 'next' ? 'orders.progress.readyFrom' : LABELS[step.status]
                }
                values={{ until: formatTime(order.holdUntil), time: formatTime(order.readyBy) }}
              />
              <span className="visually-hidden">
                {' '}
                (<FormattedMessage id={STATES[step.state]} />)
              </span>
            </span>
            {step.at ? <span className={styles.time}>{formatTime(step.at)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
};
