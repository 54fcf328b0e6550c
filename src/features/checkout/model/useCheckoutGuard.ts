import { paths } from '@/shared/config';
import { useStateSelector } from '@/shared/lib';
import { selectCartLines, useCartReady, type CartState } from '@/features/cart';
import { useCityId } from '@/features/city';
import { selectChosenPharmacy, type CheckoutState } from './checkoutSlice';

export type GuardResult = { kind: 'wait' } | { kind: 'redirect'; to: string } | { kind: 'ok' };

/**
 * A later step opened without what it needs sends the visitor to the step that is missing:
 * an empty cart to /cart, no pharmacy (or one picked in another city) to /step/pharmacy.
 */
export const useCheckoutGuard = (step: 'pharmacy' | 'contacts'): GuardResult => {
  const ready = useCartReady();
  const lines = useStateSelector((state: { cart: CartState }) => selectCartLines(state));
  const cityId = useCityId();
  const chosen = useStateSelector((state: { checkout: CheckoutState }) => selectChosenPharmacy(state));
  if (!ready) return { kind: 'wait' };
  if (lines.length === 0) return { kind: 'redirect', to: paths.cart };
  if (step === 'pharmacy') return { kind: 'ok' };
  if (!chosen || chosen.cityId !== cityId) return { kind: 'redirect', to: paths.stepPharmacy };
  return { kind: 'ok' };
};
