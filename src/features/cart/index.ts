export { cartReducer, cartSlice, addToCart, clearCart, selectCartLines, selectCartCount } from './model/cartSlice';
export type { CartLine, CartState } from './model/cartSlice';
export { cartListener } from './model/listener';
export { CartButton } from './ui/CartButton';
export { CartCountBadge } from './ui/CartCountBadge';
