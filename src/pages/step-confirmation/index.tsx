import { FormattedMessage } from 'react-intl';
import { CheckoutSteps, ConfirmationStep } from '@/features/checkout';

// `.page` resets the container's side padding, so the two classes sit on separate elements.
export const Component = () => (
  <div className="container">
    <div className="page">
      <CheckoutSteps current="confirmation" />
      <h1 className="page-title">
        <FormattedMessage id="checkout.step.confirmation" />
      </h1>
      <ConfirmationStep />
    </div>
  </div>
);
