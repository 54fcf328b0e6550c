import { CheckoutPage, PharmacyStep } from '@/features/checkout';

export const Component = () => (
  <CheckoutPage step="pharmacy" titleId="checkout.step.pharmacy">
    <PharmacyStep />
  </CheckoutPage>
);
