import { createListenerMiddleware } from '@reduxjs/toolkit';
import { createIntl } from 'react-intl';
import { visitStarted } from '@/features/alerts';
import { isSignedIn, selectAuthStatus, type AuthStatusState } from '@/features/auth';
import { paths } from '@/shared/config';
import { getLocale, INTL_TAGS, loadMessages } from '@/shared/i18n';
import { therapyApi, type Therapy } from '../api/therapyApi';
import { formatDay } from '../lib/formatDay';
import { pickupWindows, therapyToday, type PickupWindow } from '../lib/windows';
import { readNotified, windowKey, writeNotified } from './notifiedWindows';
import { readPermission, remindersRequested, type TherapyState } from './reminders';

type State = AuthStatusState & { therapy: TherapyState };

/** A session whose profile never answers is not waited for longer than this. */
const SESSION_WAIT_MS = 30_000;

const { getTherapies } = therapyApi.endpoints;

/**
 * Reminders as store flows (docs/decisions.md, "My therapy"): whenever the list of therapies
 * arrives (the page, the app's start, a "Remind me" just allowed), each open and unreserved
 * window not yet announced in this browser is announced once through the service worker.
 * The window is marked before the notification is shown, so two lists arriving together
 * cannot announce it twice.
 */
export const therapyListener = createListenerMiddleware<State>();

const dueWindows = (therapies: readonly Therapy[]): Array<{ therapy: Therapy; window: PickupWindow }> => {
  const today = therapyToday();
  const notified = readNotified();
  const due = therapies.flatMap((therapy) =>
    pickupWindows(therapy, today)
      .filter((window) => window.state === 'open' && !notified.includes(windowKey(therapy.id, window.month)))
      .map((window) => ({ therapy, window })),
  );
  if (due.length > 0) writeNotified([...due.map((d) => windowKey(d.therapy.id, d.window.month)), ...notified]);
  return due;
};

const announce = async (therapies: readonly Therapy[]): Promise<void> => {
  if (readPermission() !== 'granted') return;
  const due = dueWindows(therapies);
  if (due.length === 0) return;
  const locale = getLocale();
  const intl = createIntl({ locale: INTL_TAGS[locale], messages: await loadMessages(locale) });
  const registration = await navigator.serviceWorker.ready;
  const url = `${window.location.origin}/${locale}${paths.accountTherapy}`;
  for (const { therapy, window } of due) {
    const title = intl.formatMessage({ id: 'therapy.notify.title' }, { product: therapy.productName });
    const body = intl.formatMessage(
      { id: 'therapy.notify.body' },
      { month: window.month, end: formatDay(intl, window.end), pharmacy: therapy.pharmacy.name },
    );
    try {
      await registration.showNotification(title, {
        body,
        tag: `therapy-${windowKey(therapy.id, window.month)}`,
        data: { url },
      });
    } catch {
      // Refused by the browser after all (permission revoked meanwhile): nothing to tell.
    }
  }
};

therapyListener.startListening({
  matcher: getTherapies.matchFulfilled,
  effect: async (action) => {
    await announce(action.payload);
  },
});

therapyListener.startListening({
  actionCreator: remindersRequested.fulfilled,
  effect: async (action, api) => {
    if (action.payload !== 'granted') return;
    // The list the page shows (from the cache, no request) or, when none is there, a fresh one.
    const { data } = await api.dispatch(getTherapies.initiate(undefined, { subscribe: false }));
    if (data) await announce(data);
  },
});

therapyListener.startListening({
  actionCreator: visitStarted,
  effect: async (_action, api) => {
    // Most visitors never allowed reminders: no request at all.
    if (api.getState().therapy.permission !== 'granted') return;
    const known = (state: State) => selectAuthStatus(state) !== 'unknown';
    if (!known(api.getState()) && !(await api.condition((_next, state) => known(state), SESSION_WAIT_MS))) return;
    if (!isSignedIn(selectAuthStatus(api.getState()))) return;
    await api.dispatch(getTherapies.initiate(undefined, { subscribe: false }));
  },
});
