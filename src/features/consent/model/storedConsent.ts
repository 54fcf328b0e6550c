import { readLocal, writeLocal } from '@/shared/storage';

/**
 * The visitor's answer to the analytics question (docs/decisions.md, "Analytics and consent"):
 * localStorage `aptk_consent`, `granted` or `denied`; anything else is no answer yet.
 */
export type ConsentChoice = 'granted' | 'denied';

const CONSENT_KEY = 'aptk_consent';

export const readStoredConsent = (): ConsentChoice | null => {
  const value = readLocal(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
};

export const storeConsent = (choice: ConsentChoice): void => writeLocal(CONSENT_KEY, choice);
