import { CheckoutPage, ConfirmationStep } from '@/features/checkout';

export const Component = () => (
  <CheckoutPage step="confirmation" titleId="checkout.step.confirmation">
    <ConfirmationStep />
  </CheckoutPage>
);
