import { fromPara, toPara, vatBreakdown, type CartLine, type VatShare } from '@/features/cart';
import type { Product } from '@/features/catalog';
import type { Pharmacy } from '@/features/pharmacies';
import type { Offer, SplitPart, SplitPlan, Transfer } from '../model/types';

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

/** A line of an offer: what is reserved of it, at the pharmacy's unit price. */
const lineView = (
  id: number,
  requested: number,
  available: number,
  offeredPrice: number | null,
  product: Product | undefined,
): OfferLineView => {
  const price = available > 0 ? offeredPrice : null;
  return {
    id,
    product,
    requested,
    available,
    price,
    lineTotal: price === null ? null : fromPara(toPara(price) * available),
    allowSafety: product?.allowSafety ?? (available > 0 && price === null),
    status: available === 0 ? 'missing' : available < requested ? 'partial' : 'full',
  };
};

/** What the lines add up to besides the money: units priced at the pharmacy, PDV per rate, Rx. */
const lineTotals = (lines: readonly OfferLineView[]): Pick<OfferView, 'safetyUnits' | 'vat' | 'hasRx'> => ({
  safetyUnits: lines.reduce((units, line) => units + (line.allowSafety ? line.available : 0), 0),
  vat: vatBreakdown(
    lines.flatMap((line) =>
      // A product whose answer had no rate is left out, as in the cart's summary.
      line.lineTotal !== null && line.product?.vatRate ? [{ gross: line.lineTotal, rate: line.product.vatRate }] : [],
    ),
  ),
  hasRx: lines.some((line) => line.available > 0 && line.product?.rx === true),
});

/** One pharmacy's offer joined with the cart (requested quantities) and the products (names, rates). */
export const toOfferView = (
  offer: Offer,
  cart: readonly CartLine[],
  pharmacies: ReadonlyMap<number, Pharmacy>,
  products: ReadonlyMap<number, Product>,
): OfferView => {
  const offered = new Map(offer.lines.map((line) => [line.id, line]));
  const lines = cart.map((line) => {
    const at = offered.get(line.id);
    return lineView(line.id, line.quantity, at?.available ?? 0, at?.price ?? null, products.get(line.id));
  });
  return { offer, pharmacy: pharmacies.get(offer.pharmacyId), lines, ...lineTotals(lines) };
};

/**
 * The offer with what other pharmacies bring (docs/decisions.md, "Transfers"):
 * the brought units are reserved at this pharmacy's price, so they count in its total and PDV like
 * its own.
 */
export const withTransfers = (view: OfferView, brought: readonly Transfer[]): OfferView => {
  if (brought.length === 0) return view;
  const extra = new Map(brought.map((transfer) => [transfer.id, transfer.quantity]));
  const offered = new Map(view.offer.lines.map((line) => [line.id, line]));
  const lines = view.lines.map((line) => {
    const more = extra.get(line.id);
    if (!more) return line;
    return lineView(line.id, line.requested, line.available + more, offered.get(line.id)?.price ?? null, line.product);
  });
  const paras = (list: readonly OfferLineView[]) =>
    list.reduce((sum, line) => sum + (line.lineTotal === null ? 0 : toPara(line.lineTotal)), 0);
  const total = fromPara(toPara(view.offer.total) + paras(lines) - paras(view.lines));
  return { ...view, offer: { ...view.offer, total }, lines, ...lineTotals(lines) };
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
