import { redirect } from 'react-router';
import type { RouteLoader } from '@/shared/lib';
import { selectCartLines, type CartState } from '@/features/cart';
import { checkoutStepRedirect, loadCheckoutFlows, type CheckoutState } from '@/features/checkout';

type GuardState = { cart: CartState; checkout: CheckoutState };

/**
 * A checkout step opened without what it needs sends the visitor to the step that is missing
 * (checkoutStepRedirect). The steps' own guard (useCheckoutGuard) keeps watching while open.
 * At build time there is no visitor: the shell is prerendered and the browser decides.
 */
export const checkoutGuard =
  (step: 'pharmacy' | 'contacts'): RouteLoader =>
  (env) =>
  async () => {
    if (env.target === 'prerender') return null;
    // The route added the checkout's flows before this runs (src/app/routes.tsx): no request here.
    const { selectCheckoutChoice } = await loadCheckoutFlows();
    const state = env.store.getState() as GuardState;
    const to = checkoutStepRedirect(step, {
      lineCount: selectCartLines(state).length,
      chosen: selectCheckoutChoice(state),
      cityId: env.cityId(),
    });
    if (to) throw redirect(to);
    return null;
  };
