import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';
import { checkoutFinished, contactsDrafted, orderAttempted, pharmacyChosen, type CheckoutState } from './checkoutSlice';
import { writeStoredCheckout } from './persist';

/** Keeps this tab's checkout in sessionStorage, so that a reload on a step loses nothing (persist.ts). */
export const checkoutListener = createListenerMiddleware<{ checkout: CheckoutState }>();

checkoutListener.startListening({
  matcher: isAnyOf(pharmacyChosen, contactsDrafted, orderAttempted, checkoutFinished, loggedOut),
  effect: (_action, api) => {
    const { pharmacy, contacts, attempt } = api.getState().checkout;
    writeStoredCheckout({ pharmacy, contacts, attempt });
  },
});
