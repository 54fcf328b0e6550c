import { isSignedIn, selectAuthStatus, type AuthStatusState } from '@/features/auth';
import { addFeature, listenersOnce, startAppListening, visitorStateRestored } from '@/shared/lifecycle';
import type { AlertsState } from './alertsSlice';
import { storedAlertKeys, storedAlertsClient } from './storedAlerts';

type State = AuthStatusState & { alerts?: AlertsState };

/** A session whose profile never answers is not waited for longer than this. */
const SESSION_WAIT_MS = 30_000;

/** The alerts' reducer, listeners and endpoints, in a chunk of their own (flows.ts). */
export const loadAlertsFlows = () => import(/* webpackChunkName: "flows-alerts" */ './flows');

const some = (keys: readonly string[] | undefined): boolean => (keys?.length ?? 0) > 0;

/**
 * Alerts this browser made (or a session's, which its end must take out): the flows load at
 * start, before the session is checked, so that the slice holds them from the first event.
 */
export const alertsStored = (): boolean => some(storedAlertKeys.read()) || some(storedAlertsClient.read());

/**
 * Stock alerts at each app start (docs/decisions.md, "Stock alerts"): once the visitor's state
 * is restored (docs/lifecycle.md), the browser's alerts (and a client's own) are asked for once.
 * A visitor with none stored and no session asks nothing and never loads the alerts' code; a
 * client's session loads it here.
 */
export const registerAlertsStart = listenersOnce(() => {
  startAppListening.withTypes<State>()({
    actionCreator: visitorStateRestored,
    effect: async (_action, api) => {
      // The session decides whose alerts are listed: wait until the cookie and profile say.
      // (`condition` only looks at later actions, so the current state is read first.)
      const known = (state: State) => selectAuthStatus(state) !== 'unknown';
      if (!known(api.getState()) && !(await api.condition((_next, state) => known(state), SESSION_WAIT_MS))) return;
      // Nobody to tell: no request at all (most visitors).
      if (!some(api.getState().alerts?.keys) && !isSignedIn(selectAuthStatus(api.getState()))) return;
      const flows = await loadAlertsFlows();
      addFeature(api.dispatch, flows.alertsFlows);
      // Nothing is cached at a start; a list already asked for by /lk (pending or in) is not asked twice.
      await api.dispatch(flows.requestAlerts([...(api.getState().alerts?.keys ?? [])]));
    },
  });
});
