import { FormattedMessage } from 'react-intl';
import { CheckoutSteps, PharmacyStep } from '@/features/checkout';

// `.page` resets the container's side padding, so the two classes sit on separate elements.
export const Component = () => (
  <div className="container">
    <div className="page">
      <CheckoutSteps current="pharmacy" />
      <h1 className="page-title">
        <FormattedMessage id="checkout.step.pharmacy" />
      </h1>
      <PharmacyStep />
    </div>
  </div>
);
