import { FormattedMessage } from 'react-intl';
import { CheckoutSteps, PharmacyStep } from '@/features/checkout';

export const Component = () => (
  <div className="container page">
    <CheckoutSteps current="pharmacy" />
    <h1 className="page-title">
      <FormattedMessage id="checkout.step.pharmacy" />
    </h1>
    <PharmacyStep />
  </div>
);
