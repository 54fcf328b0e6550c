import { FormattedMessage } from 'react-intl';
import { CheckoutSteps, ContactsStep } from '@/features/checkout';

export const Component = () => (
  <div className="container page">
    <CheckoutSteps current="contacts" />
    <h1 className="page-title">
      <FormattedMessage id="checkout.step.contacts" />
    </h1>
    <ContactsStep />
  </div>
);
