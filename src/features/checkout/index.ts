export {
  checkoutReducer,
  selectChosenPharmacy,
} from './model/checkoutSlice';
export type { CheckoutState } from './model/checkoutSlice';
export { checkoutListener } from './model/listener';
export { CheckoutSteps } from './ui/CheckoutSteps';
export { PharmacyStep } from './ui/PharmacyStep';
export { ContactsStep } from './ui/ContactsStep';
export { ConfirmationStep } from './ui/ConfirmationStep';
export { OrdersList } from './ui/OrdersList';
export { OrderDetail } from './ui/OrderDetail';
export { checkoutStepRedirect } from './model/checkoutRule';
