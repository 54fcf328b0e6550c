import { FormattedMessage } from 'react-intl';
import { CartView } from '@/features/cart';
import { CheckoutSteps } from '@/features/checkout';

export const Component = () => (
  <div className="container page">
    <CheckoutSteps current="cart" />
    <h1 className="page-title">
      <FormattedMessage id="page.cart.title" />
    </h1>
    <CartView />
  </div>
);
