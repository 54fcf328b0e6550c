import type { FeatureFlows } from '@/shared/lifecycle';
import { checkoutReducer } from './checkoutSlice';
import { registerCheckoutListeners } from './listener';

export { selectCheckoutChoice } from './checkoutSlice';

/** The checkout's store part, added with its routes (docs/lifecycle.md, "Features added later"). */
export const checkoutFlows: FeatureFlows = {
  name: 'checkout',
  reducer: checkoutReducer,
  register: registerCheckoutListeners,
};
