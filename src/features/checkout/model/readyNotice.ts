import { createAsyncThunk } from '@reduxjs/toolkit';
import { createIntl } from 'react-intl';
import { paths, SHOP_TIME_ZONE } from '@/shared/config';
import { getLocale, INTL_TAGS, loadMessages } from '@/shared/i18n';
import type { Order, OrderStatus } from './types';

/**
 * The "ready for pickup" notice (docs/decisions.md, "Order status and the ready notice"): when
 * an order this tab has seen being received or prepared is answered ready, the browser shows
 * one neutral notification (the order number and the time it waits, never a medicine), if the
 * shopper allowed notifications with the order page's button.
 */

/** What the browser lets the page do: no API at all, not asked yet, allowed, or refused. */
export type NoticePermission = 'unsupported' | NotificationPermission;

const noticesPossible = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

export const readNoticePermission = (): NoticePermission =>
  noticesPossible() ? Notification.permission : 'unsupported';

/** "Tell me when it is ready": asks the browser, only ever from the shopper's press. */
export const readyNoticeRequested = createAsyncThunk(
  'checkout/readyNoticeRequested',
  async (): Promise<NoticePermission> => (noticesPossible() ? await Notification.requestPermission() : 'unsupported'),
);

/** Statuses before "ready": an order seen in one of them is announced when it turns ready. */
export const isBeforeReady = (status: OrderStatus): boolean => status === 'accepted' || status === 'preparing';

/** A page without a service worker (or one that never becomes ready) shows the notice itself. */
const WORKER_WAIT_MS = 3000;

const workerRegistration = async (): Promise<ServiceWorkerRegistration | null> => {
  if (!('serviceWorker' in navigator)) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
};

const show = async (order: Order, signedIn: boolean): Promise<void> => {
  const locale = getLocale();
  const intl = createIntl({
    locale: INTL_TAGS[locale],
    messages: await loadMessages(locale),
    timeZone: SHOP_TIME_ZONE,
  });
  const until = intl.formatDate(order.holdUntil, {
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  const title = intl.formatMessage({ id: 'orders.notify.title' });
  const body = intl.formatMessage({ id: 'orders.notify.body' }, { number: order.number, until });
  // A click opens the order in the personal area; an anonymous reservation has no page to reopen.
  const url = `${window.location.origin}/${locale}${signedIn ? `${paths.accountOrders}/${order.id}` : '/'}`;
  const options = { body, tag: `order-${order.id}`, data: { url } };
  try {
    const registration = await workerRegistration();
    if (registration) await registration.showNotification(title, options);
    else new Notification(title, options);
  } catch {
    // Refused by the browser after all (permission revoked meanwhile): nothing to tell.
  }
};

/**
 * The ids of orders this tab has seen before ready. Listener bookkeeping, not client state:
 * nothing renders from it, and a reload starts from what the next answer says.
 */
const waiting = new Set<number>();

/** Orders answered before ready are remembered (placed, listed, or one followed). */
export const sawOrders = (orders: readonly Order[]): void => {
  for (const order of orders) if (isBeforeReady(order.status)) waiting.add(order.id);
};

/** One order answered: announced once when this tab saw it before ready and it is ready now. */
export const announceIfReady = async (order: Order, signedIn: boolean): Promise<void> => {
  if (isBeforeReady(order.status)) {
    waiting.add(order.id);
    return;
  }
  if (!waiting.delete(order.id) || order.status !== 'ready') return;
  if (readNoticePermission() !== 'granted') return;
  await show(order, signedIn);
};

/** A shared phone: the next client's tab announces nothing of the previous one's orders. */
export const forgetSeenOrders = (): void => waiting.clear();
