import { CartPlaceholder, CartView } from '@/features/cart';
import { CheckoutPage } from '@/features/checkout';
import { DeliveryPanel } from '@/features/delivery';
import { VisitorsOwnPart } from '@/shared/ui';

/** The steps come with the HTML; the lines are the visitor's, drawn from what is stored (docs/decisions.md, "The cart from what is stored"). */
export const Component = () => (
  <CheckoutPage step="cart" titleId="page.cart.title">
    <VisitorsOwnPart fallback={<CartPlaceholder />}>
      <CartView />
      <DeliveryPanel />
    </VisitorsOwnPart>
  </CheckoutPage>
);
