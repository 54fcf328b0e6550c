import { createIntl } from 'react-intl';
import { isSignedIn, selectAuthStatus, type AuthStatusState } from '@/features/auth';
import { paths, SHOP_TIME_ZONE } from '@/shared/config';
import { getLocale, INTL_TAGS, loadMessages } from '@/shared/i18n';
import {
  listenersOnce,
  selectSessionsEnded,
  startAppListening,
  visitorStateRestored,
  type LifecycleRoot,
} from '@/shared/lifecycle';
import { therapyApi, type Therapy } from '../api/therapyApi';
import { formatDay } from '../lib/formatDay';
import { pickupWindows, therapyToday, type PickupWindow } from '../lib/windows';
import { readNotified, windowKey, writeNotified } from './notifiedWindows';
import { readPermission, remindersRequested, type TherapyState } from './reminders';
import { readWorkerNotified, registerPeriodicReminders, writeWorkerReminders } from './workerReminders';

type State = AuthStatusState & LifecycleRoot & { therapy: TherapyState };

/** A session whose profile never answers is not waited for longer than this. */
const SESSION_WAIT_MS = 30_000;

const { getTherapies } = therapyApi.endpoints;

/**
 * Reminders as store flows (docs/decisions.md, "My therapy"): whenever the list of therapies
 * arrives (the page, the app's start, a "Remind me" just allowed), each open and unreserved
 * window not yet announced in this browser is announced once through the service worker, and
 * the open and coming windows are handed to the worker for the installed app's reminders with
 * no tab open. A window is marked before its notification is shown, by the page and by the
 * worker alike, so neither announces it twice.
 */
const startListening = startAppListening.withTypes<State>();

type Dated = { therapy: Therapy; window: PickupWindow };

/**
 * Marks the open windows neither this page (`aptk_therapy_notified`) nor the installed app's
 * worker has announced, and returns them. Synchronous from reading to writing, so two lists
 * arriving together cannot both find a window due.
 */
const markDue = (windows: readonly Dated[], workerNotified: readonly string[]): Dated[] => {
  const local = readNotified();
  const known = new Set([...local, ...workerNotified]);
  const due = windows.filter(
    ({ therapy, window }) => window.state === 'open' && !known.has(windowKey(therapy.id, window.month)),
  );
  const learned = workerNotified.filter((key) => !local.includes(key));
  if (due.length > 0 || learned.length > 0)
    writeNotified([...due.map((d) => windowKey(d.therapy.id, d.window.month)), ...learned, ...local]);
  return due;
};

/** True while no session has ended since it was made (docs/lifecycle.md). */
const sameSession = (api: { getState: () => State }): (() => boolean) => {
  const ends = selectSessionsEnded(api.getState());
  return () => selectSessionsEnded(api.getState()) === ends;
};

/**
 * `signedIn` is read again after each wait that comes before a write: a session that ended meanwhile (its cleanup has run,
 * docs/decisions.md "Session end") must not get the previous client's windows handed back.
 */
const announce = async (therapies: readonly Therapy[], signedIn: () => boolean): Promise<void> => {
  if (readPermission() !== 'granted') return;
  const today = therapyToday();
  const coming = therapies.flatMap((therapy) =>
    pickupWindows(therapy, today)
      .filter((window) => window.state === 'open' || window.state === 'upcoming')
      .map((window) => ({ therapy, window })),
  );
  const workerNotified = await readWorkerNotified();
  if (!signedIn()) return;
  const due = markDue(coming, workerNotified);
  const locale = getLocale();
  const intl = createIntl({
    locale: INTL_TAGS[locale],
    messages: await loadMessages(locale),
    timeZone: SHOP_TIME_ZONE,
  });
  const url = `${window.location.origin}/${locale}${paths.accountTherapy}`;
  // Neutral: no medicine's name, a lock screen is seen by others (docs/behaviour.md §18).
  const texts = ({ therapy, window }: Dated) => ({
    title: intl.formatMessage({ id: 'therapy.notify.title' }),
    body: intl.formatMessage(
      { id: 'therapy.notify.body' },
      { month: window.month, end: formatDay(intl, window.end), pharmacy: therapy.pharmacy.name },
    ),
  });
  if (!signedIn()) return;
  // The installed app's worker reminds of the same windows with no tab open, in this language.
  await writeWorkerReminders({
    timeZone: SHOP_TIME_ZONE,
    windows: coming.map((dated) => ({
      key: windowKey(dated.therapy.id, dated.window.month),
      start: dated.window.start,
      end: dated.window.end,
      url,
      ...texts(dated),
    })),
    notified: [...readNotified()],
  });
  const registration = await navigator.serviceWorker.ready;
  await registerPeriodicReminders(registration);
  for (const dated of due) {
    const { title, body } = texts(dated);
    try {
      await registration.showNotification(title, {
        body,
        tag: `therapy-${windowKey(dated.therapy.id, dated.window.month)}`,
        data: { url },
      });
    } catch {
      // Refused by the browser after all (permission revoked meanwhile): nothing to tell.
    }
  }
};

export const registerTherapyListeners = listenersOnce(() => {
  startListening({
    matcher: getTherapies.matchFulfilled,
    effect: async (action, api) => {
      await announce(action.payload, sameSession(api));
    },
  });

  startListening({
    actionCreator: remindersRequested.fulfilled,
    effect: async (action, api) => {
      if (action.payload !== 'granted') return;
      const signedIn = sameSession(api);
      // The list the page shows (from the cache, no request) or, when none is there, a fresh one.
      const { data } = await api.dispatch(getTherapies.initiate(undefined, { subscribe: false }));
      if (data) await announce(data, signedIn);
    },
  });

  startListening({
    actionCreator: visitorStateRestored,
    effect: async (_action, api) => {
      // Most visitors never allowed reminders: no request at all.
      if (api.getState().therapy.permission !== 'granted') return;
      const known = (state: State) => selectAuthStatus(state) !== 'unknown';
      if (!known(api.getState()) && !(await api.condition((_next, state) => known(state), SESSION_WAIT_MS))) return;
      if (!isSignedIn(selectAuthStatus(api.getState()))) return;
      await api.dispatch(getTherapies.initiate(undefined, { subscribe: false }));
    },
  });

  // A session's end removes `aptk_therapy_notified` and the worker's entry by the storage
  // registry's rules, in first-load code: also in a tab that never loaded these flows
  // (docs/decisions.md, "Session end").
});
