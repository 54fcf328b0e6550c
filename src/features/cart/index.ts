export {
  addManyToCart,
  cartReplaced,
  selectCartLines,
  selectCartRestored,
} from './model/cartSlice';
export type { CartLine, CartState } from './model/cartSlice';
export { persistedCartReducer } from './model/persist';
export { startCartQueries } from './model/cartQueries';
export { cartListener } from './model/listener';
export { useCartProducts } from './model/useCartProducts';
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
