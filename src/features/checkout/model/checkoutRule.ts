import { paths } from '@/shared/config';
/**
 * Where a checkout step sends a visitor who lacks what it needs, or null: an empty cart to
 * /cart, no pharmacy or split (or one picked in another city) to /step/pharmacy. One rule for the
 * steps' route guards and for the steps while they are open (useCheckoutGuard).
 */
export const checkoutStepRedirect = (
  step: 'pharmacy' | 'contacts',
  { lineCount, chosen, cityId }: { lineCount: number; chosen: { cityId: number } | null; cityId: number },
): string | null => {
  if (lineCount === 0) return paths.cart;
  if (step === 'pharmacy') return null;
  if (!chosen || chosen.cityId !== cityId) return paths.stepPharmacy;
  return null;
};
