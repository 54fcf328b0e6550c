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
  selectCartCount,
  selectLineQuantity,
} from './model/cartSlice';
export type { CartLine, CartState } from './model/cartSlice';
export { persistedCartReducer } from './model/persist';
export { MAX_LINE_QUANTITY } from './model/constants';
export { cartListener } from './model/listener';
export { CartButton } from './ui/CartButton';
export { CartCountBadge } from './ui/CartCountBadge';
export { AddToCartButton } from './ui/AddToCartButton';
export { QuantityStepper } from './ui/QuantityStepper';
