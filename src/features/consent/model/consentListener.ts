import { listenersOnce, startAppListening } from '@/shared/lifecycle';
import { startTagManager, tagManagerStarted } from '../lib/tagManager';
import { consentChosen } from './consentSlice';
import { storeConsent } from './storedConsent';

/**
 * The answer is remembered, and a "yes" starts the tag manager at once. A "no" after a "yes"
 * in the same page cannot unload a running script: the page loads again without it
 * (docs/decisions.md, "Analytics and consent").
 */
export const registerConsentListeners = listenersOnce(() => {
  startAppListening({
    actionCreator: consentChosen,
    effect: ({ payload: choice }) => {
      storeConsent(choice);
      if (choice === 'granted') startTagManager();
      else if (tagManagerStarted()) window.location.reload();
    },
  });
});
