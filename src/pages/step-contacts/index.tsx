import { FormattedMessage } from 'react-intl';
import { loadPhoneField } from '@/shared/ui';
import { CheckoutSteps, ContactsStep } from '@/features/checkout';

// The mask chunk starts loading with this page, so the phone field is masked from its first paint.
void loadPhoneField().catch(() => undefined);

// `.page` resets the container's side padding, so the two classes sit on separate elements.
export const Component = () => (
  <div className="container">
    <div className="page">
      <CheckoutSteps current="contacts" />
      <h1 className="page-title">
        <FormattedMessage id="checkout.step.contacts" />
      </h1>
      <ContactsStep />
    </div>
  </div>
);
