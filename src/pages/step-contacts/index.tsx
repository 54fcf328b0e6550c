import { loadPhoneField } from '@/shared/ui';
import { CheckoutPage, ContactsStep } from '@/features/checkout';

// The mask chunk starts loading with this page, so the phone field is masked from its first paint.
void loadPhoneField().catch(() => undefined);

export const Component = () => (
  <CheckoutPage step="contacts" titleId="checkout.step.contacts">
    <ContactsStep />
  </CheckoutPage>
);
