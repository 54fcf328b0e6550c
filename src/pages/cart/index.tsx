import { CartView } from '@/features/cart';
import { CheckoutPage } from '@/features/checkout';
import { DeliveryPanel } from '@/features/delivery';

export const Component = () => (
  <CheckoutPage step="cart" titleId="page.cart.title">
    <CartView />
    <DeliveryPanel />
  </CheckoutPage>
);
