/** Phone numbers are compared by their national significant number. */

/** "+381 64 123 4567", "381641234567", "064 123 4567", "64 1234567" → "641234567". */
export function nationalNumber(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('381')) digits = digits.slice(3);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

export function isValidNational(national: string): boolean {
  return national.length >= 8 && national.length <= 9;
}

/** "641234567" → "+381 64 123 4567"; "11234567" → "+381 11 234 567". */
export function displayPhone(national: string): string {
  return `+381 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}
