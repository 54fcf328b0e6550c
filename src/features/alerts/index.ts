export { alertsReducer, visitStarted } from './model/alertsSlice';
export { alertsListener } from './model/alertsListener';
export { StockAlert } from './ui/StockAlert';
export { AlertNotices } from './ui/AlertNotices';
export { AlertsList } from './ui/AlertsList';
