import { redirect } from 'react-router';
import { paths } from '@/shared/config';
import type { RouteLoader } from '@/shared/lib';
import { currentCartLines, type CartState } from '@/features/cart';
import { selectChosenPharmacy, type CheckoutState } from '@/features/checkout';

type GuardState = { cart: CartState; checkout: CheckoutState };

/**
 * A checkout step opened without what it needs sends the visitor to the step that is missing:
 * an empty cart to /cart, no pharmacy (or one of another city) to /step/pharmacy. The steps'
 * own guard (useCheckoutGuard) keeps watching while the step is open.
 */
export const checkoutGuard = (step: 'pharmacy' | 'contacts'): RouteLoader => (env) => () => {
  if (env.target === 'prerender') return null;
  const state = env.store.getState() as GuardState;
  if (currentCartLines(state).length === 0) throw redirect(paths.cart);
  if (step === 'pharmacy') return null;
  const chosen = selectChosenPharmacy(state);
  if (!chosen || chosen.cityId !== env.cityId()) throw redirect(paths.stepPharmacy);
  return null;
};
