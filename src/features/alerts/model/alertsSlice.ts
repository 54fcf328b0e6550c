import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '@/shared/lifecycle';
import { alertsApi } from '../api/alertsApi';
import { noticeDismissed } from './notices';
import { STORED_ALERTS_LIMIT, storedAlertKeys, storedAlertsClient, storedAlertsSeen } from './storedAlerts';

/** "{product} is now available in {city}", shown once per fired alert. */
interface AlertNotice {
  key: string;
  productId: number;
  productName: string;
  cityName: string;
}

export interface AlertsState {
  /** Keys of the alerts this browser made, newest first (`aptk_alerts`). */
  keys: string[];
  /** Keys of fired alerts already announced here (`aptk_alerts_seen`). */
  seen: string[];
  /**
   * Those of `keys` made in a session (the account's phone, no e-mail: `aptk_alerts_client`):
   * they name the client's phone and medicines, so they leave with the session.
   */
  client: string[];
  /** Notices on screen until dismissed. */
  notices: AlertNotice[];
}

const { getAlerts, createAlert, deleteAlert } = alertsApi.endpoints;

const newestFirst = (key: string, keys: readonly string[]): string[] =>
  [key, ...keys.filter((item) => item !== key)].slice(0, STORED_ALERTS_LIMIT);

const alertsSlice = createSlice({
  name: 'alerts',
  initialState: (): AlertsState => ({
    keys: [...(storedAlertKeys.read() ?? [])],
    seen: [...(storedAlertsSeen.read() ?? [])],
    client: [...(storedAlertsClient.read() ?? [])],
    notices: [],
  }),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(noticeDismissed, (state, action) => {
        state.notices = state.notices.filter((notice) => notice.key !== action.payload);
      })
      // A shared phone: the next person must not see this client's alerts (docs/decisions.md,
      // "Session end"). Alerts made without a session stay: they are the browser's.
      .addCase(sessionEnded, (state) => {
        const client = new Set(state.client);
        state.keys = state.keys.filter((key) => !client.has(key));
        state.seen = state.seen.filter((key) => !client.has(key));
        state.client = [];
        state.notices = [];
      })
      .addMatcher(createAlert.matchFulfilled, (state, action) => {
        state.keys = newestFirst(action.payload.key, state.keys);
        // Only a session's alert goes without an e-mail (alertsApi.ts, NewAlert).
        if (action.meta.arg.originalArgs.email === undefined)
          state.client = newestFirst(action.payload.key, state.client);
      })
      .addMatcher(deleteAlert.matchFulfilled, (state, action) => {
        const { key } = action.meta.arg.originalArgs;
        state.keys = state.keys.filter((item) => item !== key);
        state.client = state.client.filter((item) => item !== key);
      })
      // Each fired alert is announced once: it becomes a notice and is remembered as seen in
      // the same dispatch. Keys the server no longer knows (deleted, a reset backend) are dropped.
      .addMatcher(getAlerts.matchFulfilled, (state, action) => {
        const listed = new Set(action.payload.map((alert) => alert.key));
        const asked = action.meta.arg.originalArgs.keys;
        if (asked.some((key) => !listed.has(key))) {
          state.keys = state.keys.filter((key) => listed.has(key) || !asked.includes(key));
          state.client = state.client.filter((key) => state.keys.includes(key));
        }
        for (const alert of action.payload) {
          if (alert.firedAt === null || state.seen.includes(alert.key)) continue;
          state.seen = newestFirst(alert.key, state.seen);
          state.notices.push({
            key: alert.key,
            productId: alert.productId,
            productName: alert.productName,
            cityName: alert.cityName,
          });
        }
      });
  },
  selectors: {
    selectAlertKeys: (state) => state.keys,
  },
});

export const alertsReducer = alertsSlice.reducer;
export const { selectAlertKeys } = alertsSlice.selectors;
