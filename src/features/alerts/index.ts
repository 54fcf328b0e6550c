export { alertsReducer, visitStarted } from './model/alertsSlice';
export { alertsListener } from './model/alertsListener';
export { LazyStockAlertForm as StockAlertForm } from './ui/LazyStockAlertForm';
export { AlertNotices } from './ui/AlertNotices';
export { AlertsList } from './ui/AlertsList';
