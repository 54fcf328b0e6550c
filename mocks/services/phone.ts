/**
 * Phone numbers are compared by their national significant number, read with the app's own
 * rules (src/shared/lib/phone.ts: `normalizePhone`, `isValidPhone`, `formatPhone`), so the
 * mock accepts exactly the spellings the app sends and shows them as the app would.
 */
export { formatPhone as displayPhone, isValidPhone, normalizePhone as nationalNumber } from '@/shared/lib/phone';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}
