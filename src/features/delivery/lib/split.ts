import type { CartLine } from '@/features/cart';
import type { Product } from '@/features/catalog';

export interface CartSplit {
  /** Lines that may be delivered: not medicines, priced in the city. */
  delivered: CartLine[];
  /** Lines reserved for pickup: medicines, and anything not known well enough to deliver. */
  reserved: CartLine[];
  /** Σ price × quantity of the delivered lines, in RSD. */
  subtotal: number;
}

/**
 * A cart split by the product data (docs/api.md, "Delivery"): `isMedicine` false and a price in
 * the city make a line deliverable; a product not known (yet) counts as a medicine.
 */
export const splitCart = (lines: readonly CartLine[], products: ReadonlyMap<number, Product>): CartSplit => {
  const delivered: CartLine[] = [];
  const reserved: CartLine[] = [];
  let para = 0;
  for (const line of lines) {
    const product = products.get(line.id);
    if (product && !product.isMedicine && product.price !== null && !product.allowSafety) {
      delivered.push(line);
      para += Math.round(product.price * 100) * line.quantity;
    } else reserved.push(line);
  }
  return { delivered, reserved, subtotal: para / 100 };
};
