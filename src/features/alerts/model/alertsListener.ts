import { listenersOnce } from '@/shared/lifecycle';
import { persistState } from '@/shared/storage';
import { alertsApi } from '../api/alertsApi';
import type { AlertsState } from './alertsSlice';
import { storedAlertKeys, storedAlertsClient, storedAlertsSeen } from './storedAlerts';

type State = { alerts: AlertsState };

/** Asks for the browser's alerts (and a client's own) once; the slice turns fired ones into notices. */
export const requestAlerts = (keys: string[]) => alertsApi.endpoints.getAlerts.initiate({ keys }, { subscribe: false });

/**
 * Stock alerts as store flows (docs/decisions.md, "Stock alerts"): the keys and the announced
 * ones are written to localStorage whenever they change. The look at start is alertsStart.ts,
 * in the first load.
 */
export const registerAlertsListeners = listenersOnce(() => {
  // The keys and the announced ones, kept in localStorage whenever they change.
  persistState(storedAlertKeys, (state: State) => state.alerts.keys);
  persistState(storedAlertsSeen, (state: State) => state.alerts.seen);
  persistState(storedAlertsClient, (state: State) => state.alerts.client);
});
