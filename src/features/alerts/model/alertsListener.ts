import { listenersOnce } from '@/shared/lifecycle';
import { persistState } from '@/shared/storage';
import { alertsApi } from '../api/alertsApi';
import type { AlertsState } from './alertsSlice';
import { storedAlertKeys, storedAlertsClient, storedAlertsSeen } from './storedAlerts';

/**
 * A store made before the alerts were added has no part of theirs in the state an earlier
 * action found: the prerender renders many pages, each in a store of its own, in one process
 * (docs/lifecycle.md, "Features added later"). Such a state reads as having no keys.
 */
type State = { alerts?: AlertsState };
const NO_KEYS: readonly string[] = [];
const keysIn = (state: State, list: 'keys' | 'seen' | 'client'): readonly string[] => state.alerts?.[list] ?? NO_KEYS;

/** Asks for the browser's alerts (and a client's own) once; the slice turns fired ones into notices. */
export const requestAlerts = (keys: string[]) => alertsApi.endpoints.getAlerts.initiate({ keys }, { subscribe: false });

/**
 * Stock alerts as store flows (docs/decisions.md, "Stock alerts"): the keys and the announced
 * ones are written to localStorage whenever they change. The look at start is alertsStart.ts,
 * in the first load.
 */
export const registerAlertsListeners = listenersOnce(() => {
  // The keys and the announced ones, kept in localStorage whenever they change.
  persistState(storedAlertKeys, (state: State) => keysIn(state, 'keys'));
  persistState(storedAlertsSeen, (state: State) => keysIn(state, 'seen'));
  persistState(storedAlertsClient, (state: State) => keysIn(state, 'client'));
});
