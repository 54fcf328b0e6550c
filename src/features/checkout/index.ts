export { checkoutFlows } from './model/flows';
export { loadCheckoutFlows, checkoutStored } from './model/lazy';
export type { CheckoutState } from './model/checkoutSlice';
// The browser's one notification permission, asked from a press (docs/decisions.md, "Ask a pharmacist").
export { NotificationPermission } from './ui/NotificationPermission';
export { CheckoutPage } from './ui/CheckoutPage';
export { PharmacyStep } from './ui/PharmacyStep';
export { ContactsStep } from './ui/ContactsStep';
export { ConfirmationStep } from './ui/ConfirmationStep';
export { OrdersList } from './ui/OrdersList';
export { OrderDetail } from './ui/OrderDetail';
export { checkoutStepRedirect } from './model/checkoutRule';
