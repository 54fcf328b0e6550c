import { FormattedMessage } from 'react-intl';
import { CartView } from '@/features/cart';
import { CheckoutSteps } from '@/features/checkout';
import { DeliveryPanel } from '@/features/delivery';

// `.page` resets the container's side padding, so the two classes sit on separate elements.
export const Component = () => (
  <div className="container">
    <div className="page">
      <CheckoutSteps current="cart" />
      <h1 className="page-title">
        <FormattedMessage id="page.cart.title" />
      </h1>
      <CartView />
      <DeliveryPanel />
    </div>
  </div>
);
