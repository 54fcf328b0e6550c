export { alertsReducer, visitStarted } from './model/alertsSlice';
export { alertsListener } from './model/alertsListener';
export { StockAlertForm } from './ui/StockAlertForm';
export { AlertNotices } from './ui/AlertNotices';
export { AlertsList } from './ui/AlertsList';
