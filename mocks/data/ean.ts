/**
 * EAN-13 barcodes of the dataset's products: the Serbian GS1 prefix 860, a four-digit company
 * number per manufacturer and the product's position, so every product has its own code and the
 * same dataset seed gives the same codes.
 */

/** The check digit of the first twelve digits (GS1: weights 1 and 3 from the left). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Thirteen digits whose last one is the right check digit. */
export function isEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

function companyNumber(manufacturer: string): string {
  let h = 0;
  for (const ch of manufacturer) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return String(1000 + (h % 9000));
}

/** The EAN-13 of the product at position `idx` (unique while idx < 100 000). */
export function eanOf(manufacturer: string, idx: number): string {
  const first12 = `860${companyNumber(manufacturer)}${String(idx).padStart(5, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}
