export { alertsFlows } from './model/flows';
export { loadAlertsFlows, alertsStored, registerAlertsStart } from './model/alertsStart';
export { StockAlert } from './ui/StockAlert';
export { AlertNotices } from './ui/AlertNotices';
export { AlertsList } from './ui/AlertsList';
export type { AlertsState } from './model/alertsSlice';
