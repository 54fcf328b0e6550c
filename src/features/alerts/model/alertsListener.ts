import { isSignedIn, selectAuthStatus, type AuthStatusState } from '@/features/auth';
import { listenersOnce, startAppListening, visitorStateRestored } from '@/shared/lifecycle';
import { persistState } from '@/shared/storage';
import { alertsApi } from '../api/alertsApi';
import type { AlertsState } from './alertsSlice';
import { storedAlertKeys, storedAlertsClient, storedAlertsSeen } from './storedAlerts';

type State = AuthStatusState & { alerts: AlertsState };

/** A session whose profile never answers is not waited for longer than this. */
const SESSION_WAIT_MS = 30_000;

const startListening = startAppListening.withTypes<State>();

/**
 * Stock alerts as store flows (docs/decisions.md, "Stock alerts"): at each app start, once the
 * visitor's state is restored (docs/lifecycle.md), the browser's alerts (and a client's own) are
 * asked for once, and the slice turns fired ones into notices; the keys and the announced ones
 * are written to localStorage whenever they change.
 */
export const registerAlertsListeners = listenersOnce(() => {
  startListening({
    actionCreator: visitorStateRestored,
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

  // The keys and the announced ones, kept in localStorage whenever they change.
  persistState(storedAlertKeys, (state: State) => state.alerts.keys);
  persistState(storedAlertsSeen, (state: State) => state.alerts.seen);
  persistState(storedAlertsClient, (state: State) => state.alerts.client);
});
