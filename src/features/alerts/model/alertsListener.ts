import { createListenerMiddleware } from '@reduxjs/toolkit';
import { isSignedIn, selectAuthStatus, type AuthStatusState } from '@/features/auth';
import { alertsApi } from '../api/alertsApi';
import { visitStarted, type AlertsState } from './alertsSlice';
import { ALERT_KEYS_KEY, ALERTS_CLIENT_KEY, ALERTS_SEEN_KEY, writeAlertKeys } from './storedAlerts';

type State = AuthStatusState & { alerts: AlertsState };

/**
 * Stock alerts as store flows (docs/decisions.md, "Stock alerts"): at each app start the
 * browser's alerts (and a client's own) are asked for once, and the slice turns fired ones into
 * notices; the keys and the announced ones are written to localStorage whenever they change.
 */
/** A session whose profile never answers is not waited for longer than this. */
const SESSION_WAIT_MS = 30_000;

export const alertsListener = createListenerMiddleware<State>();

alertsListener.startListening({
  actionCreator: visitStarted,
  effect: async (_action, api) => {
    // The session decides whose alerts are listed: wait until the cookie and profile say.
    // (`condition` only looks at later actions, so the current state is read first.)
    const known = (state: State) => selectAuthStatus(state) !== 'unknown';
    if (!known(api.getState()) && !(await api.condition((_next, state) => known(state), SESSION_WAIT_MS))) return;
    const state = api.getState();
    // Nobody to tell: no request at all (most visitors).
    if (state.alerts.keys.length === 0 && !isSignedIn(selectAuthStatus(state))) return;
    // Nothing is cached at a start; a list already asked for by /lk (pending or in) is not asked twice.
    await api.dispatch(alertsApi.endpoints.getAlerts.initiate({ keys: state.alerts.keys }, { subscribe: false }));
  },
});

alertsListener.startListening({
  predicate: (_action, current, previous) =>
    current.alerts.keys !== previous.alerts.keys ||
    current.alerts.seen !== previous.alerts.seen ||
    current.alerts.client !== previous.alerts.client,
  effect: (_action, api) => {
    const { alerts } = api.getState();
    const before = api.getOriginalState().alerts;
    if (alerts.keys !== before.keys) writeAlertKeys(ALERT_KEYS_KEY, alerts.keys);
    if (alerts.seen !== before.seen) writeAlertKeys(ALERTS_SEEN_KEY, alerts.seen);
    if (alerts.client !== before.client) writeAlertKeys(ALERTS_CLIENT_KEY, alerts.client);
  },
});
