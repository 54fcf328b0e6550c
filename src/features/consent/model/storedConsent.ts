import { storedValue } from '@/shared/storage';

/**
 * The visitor's answer to the analytics question (docs/decisions.md, "Analytics and consent"):
 * localStorage `aptk_consent`, `granted` or `denied`; anything else is no answer yet. It is the
 * browser's, not a client's: it stays when a session ends.
 */
export type ConsentChoice = 'granted' | 'denied';

const storedConsent = storedValue<ConsentChoice>({
  key: 'aptk_consent',
  decode: (text) => (text === 'granted' || text === 'denied' ? text : undefined),
  encode: (choice) => choice,
});

export const readStoredConsent = (): ConsentChoice | null => storedConsent.read() ?? null;

export const storeConsent = (choice: ConsentChoice): void => storedConsent.write(choice);
