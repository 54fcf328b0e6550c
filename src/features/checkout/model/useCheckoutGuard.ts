import { useStateSelector } from '@/shared/lib';
import { selectCartLines, selectCartRestored, type CartState } from '@/features/cart';
import { useCityId } from '@/features/city';
import { selectCheckoutChoice, type CheckoutState } from './checkoutSlice';
import { checkoutStepRedirect } from './checkoutRule';

export type GuardResult = { kind: 'wait' } | { kind: 'redirect'; to: string } | { kind: 'ok' };

/** A step that loses what it needs while open sends the visitor back (checkoutStepRedirect). */
export const useCheckoutGuard = (step: 'pharmacy' | 'contacts'): GuardResult => {
  const ready = useStateSelector((state: { cart: CartState }) => selectCartRestored(state));
  const lines = useStateSelector((state: { cart: CartState }) => selectCartLines(state));
  const cityId = useCityId();
  const chosen = useStateSelector((state: { checkout: CheckoutState }) => selectCheckoutChoice(state));
  if (!ready) return { kind: 'wait' };
  const to = checkoutStepRedirect(step, { lineCount: lines.length, chosen, cityId });
  return to ? { kind: 'redirect', to } : { kind: 'ok' };
};
