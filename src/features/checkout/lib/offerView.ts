import { fromPara, toPara, vatBreakdown, type CartLine, type VatShare } from '@/features/cart';
import type { Product } from '@/features/catalog';
import type { Pharmacy } from '@/features/pharmacies';
import type { Offer, SplitPart, SplitPlan } from '../model/types';

type OfferLineStatus = 'full' | 'partial' | 'missing';

export interface OfferLineView {
  id: number;
  product: Product | undefined;
  requested: number;
  available: number;
  /** Unit price at this pharmacy; null for price-at-the-pharmacy lines and missing ones. */
  price: number | null;
  /** price × available; null when not priced. */
  lineTotal: number | null;
  allowSafety: boolean;
  status: OfferLineStatus;
}

export interface OfferView {
  offer: Offer;
  pharmacy: Pharmacy | undefined;
  lines: OfferLineView[];
  /** Units available here whose price is only known at the pharmacy. */
  safetyUnits: number;
  /** PDV contained in this pharmacy's total, per rate. */
  vat: VatShare[];
  hasRx: boolean;
}

/** One pharmacy's offer joined with the cart (requested quantities) and the products (names, rates). */
export const toOfferView = (
  offer: Offer,
  cart: readonly CartLine[],
  pharmacies: ReadonlyMap<number, Pharmacy>,
  products: ReadonlyMap<number, Product>,
): OfferView => {
  const offered = new Map(offer.lines.map((line) => [line.id, line]));
  let safetyUnits = 0;
  const lines = cart.map((line): OfferLineView => {
    const at = offered.get(line.id);
    const product = products.get(line.id);
    const available = at?.available ?? 0;
    const price = available > 0 ? (at?.price ?? null) : null;
    const allowSafety = product?.allowSafety ?? (available > 0 && price === null);
    if (allowSafety) safetyUnits += available;
    return {
      id: line.id,
      product,
      requested: line.quantity,
      available,
      price,
      lineTotal: price === null ? null : fromPara(toPara(price) * available),
      allowSafety,
      status: available === 0 ? 'missing' : available < line.quantity ? 'partial' : 'full',
    };
  });
  const vat = vatBreakdown(
    lines.flatMap((line) =>
      line.lineTotal !== null && line.product ? [{ gross: line.lineTotal, rate: line.product.vatRate }] : [],
    ),
  );
  return {
    offer,
    pharmacy: pharmacies.get(offer.pharmacyId),
    lines,
    safetyUnits,
    vat,
    hasRx: lines.some((line) => line.available > 0 && line.product?.rx === true),
  };
};

export interface SplitView {
  plan: SplitPlan;
  parts: Array<{ part: SplitPart; lines: OfferLineView[] }>;
  hasRx: boolean;
}

/** The split plan joined with the products (names, packs, rx); every line of a part is there in full. */
export const toSplitView = (plan: SplitPlan, products: ReadonlyMap<number, Product>): SplitView => {
  const parts = plan.parts.map((part) => ({
    part,
    lines: part.lines.map((line): OfferLineView => {
      const product = products.get(line.id);
      return {
        id: line.id,
        product,
        requested: line.quantity,
        available: line.quantity,
        price: line.price,
        lineTotal: line.price === null ? null : fromPara(toPara(line.price) * line.quantity),
        allowSafety: product?.allowSafety ?? line.price === null,
        status: 'full',
      };
    }),
  }));
  return { plan, parts, hasRx: parts.some((p) => p.lines.some((line) => line.product?.rx === true)) };
};
