export {
  checkoutReducer,
  checkoutSlice,
  pharmacyChosen,
  contactsDrafted,
  orderAttempted,
  selectChosenPharmacy,
  selectContactsDraft,
  selectPlacedOrder,
  selectOrderAttempt,
} from './model/checkoutSlice';
export type { CheckoutState, ContactsDraft, OrderAttempt } from './model/checkoutSlice';
export { checkoutListener } from './model/listener';
export type { Offer, OfferLine, Order, OrderLine, OrderStatus, PlaceOrderArgs } from './model/types';
export { useGetPharmacyOffersQuery, usePlaceOrderMutation, useGetOrdersQuery, useGetOrderQuery } from './api/checkoutApi';
export { reservationItems } from './lib/reservation';
export { cartAfterOrder } from './lib/remainder';
export { sortOffers, isOfferSort, OFFER_SORTS } from './lib/sortOffers';
export type { OfferSort } from './lib/sortOffers';
export { CheckoutSteps } from './ui/CheckoutSteps';
export type { CheckoutStep } from './ui/CheckoutSteps';
export { PharmacyStep } from './ui/PharmacyStep';
export { ContactsStep } from './ui/ContactsStep';
export { ConfirmationStep } from './ui/ConfirmationStep';
export { OrdersList } from './ui/OrdersList';
export { OrderDetail } from './ui/OrderDetail';
export { RepeatOrderButton } from './ui/RepeatOrderButton';
export { checkoutStepRedirect } from './model/checkoutRule';
