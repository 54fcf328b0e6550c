import { createAction } from '@reduxjs/toolkit';
import type { AlertsState } from './alertsSlice';

/**
 * The notices' part of the alerts, in the first load without the alerts' slice: the shell shows
 * the notices region on every page, and the slice arrives only with its flows (flows.ts).
 */
export const noticeDismissed = createAction<string>('alerts/noticeDismissed');

const NONE: AlertsState['notices'] = [];

/** The notices on screen; none while the alerts' flows are not loaded. */
export const selectAlertNotices = (state: { alerts?: AlertsState }): AlertsState['notices'] =>
  state.alerts?.notices ?? NONE;
