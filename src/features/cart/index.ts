export {
  cartReducer,
  cartSlice,
  addToCart,
  addManyToCart,
  setQuantity,
  decreaseQuantity,
  removeFromCart,
  clearCart,
  cartReplaced,
  selectCartLines,
  selectCartRestored,
  selectCartCount,
  selectLineQuantity,
} from './model/cartSlice';
export type { CartLine, CartState } from './model/cartSlice';
export { restoreStoredCart } from './model/persist';
export { startCartQueries } from './model/cartQueries';
export { MAX_LINE_QUANTITY } from './model/constants';
export { cartListener } from './model/listener';
export { useCartPricing } from './model/useCartPricing';
export type { CartPricingView, PricingStatus } from './model/useCartPricing';
export { useCartProducts } from './model/useCartProducts';
export { summarizeCart, EMPTY_SUMMARY } from './lib/summary';
export type { CartSummary, LineSummary } from './lib/summary';
export { vatBreakdown } from './lib/vat';
export type { VatShare } from './lib/vat';
export { toPara, fromPara } from './lib/money';
export { CartButton } from './ui/CartButton';
export { CartView } from './ui/CartView';
export { VatLines } from './ui/VatLines';
export { ReservationNotes } from './ui/ReservationNotes';
export { CartCountBadge } from './ui/CartCountBadge';
export { AddToCartButton } from './ui/AddToCartButton';
export { renderAddToCart } from './ui/renderAddToCart';
export { QuantityStepper } from './ui/QuantityStepper';
