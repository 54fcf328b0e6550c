export { alertsReducer } from './model/alertsSlice';
export { registerAlertsListeners } from './model/alertsListener';
export { StockAlert } from './ui/StockAlert';
export { AlertNotices } from './ui/AlertNotices';
export { AlertsList } from './ui/AlertsList';
