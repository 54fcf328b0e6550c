import { FormattedMessage } from 'react-intl';
import { CheckoutSteps, ConfirmationStep } from '@/features/checkout';

export const Component = () => (
  <div className="container page">
    <CheckoutSteps current="confirmation" />
    <h1 className="page-title">
      <FormattedMessage id="checkout.step.confirmation" />
    </h1>
    <ConfirmationStep />
  </div>
);
