import { fromPara, toPara } from './money';

export type VatRate = 10 | 20;

export interface VatShare {
  rate: VatRate;
  /** PDV contained in the gross amount of that rate. */
  amount: number;
}

/**
 * PDV contained in gross prices, per rate (docs/behaviour.md §15, docs/api.md, "Shared types"
 * (Order rules)): amount = gross × rate / (100 + rate), rounded to 2 decimals, one entry per rate
 * present, rate 10 first.
 */
export const vatBreakdown = (parts: ReadonlyArray<{ gross: number; rate: VatRate }>): VatShare[] => {
  const grossPara = new Map<VatRate, number>();
  for (const part of parts) grossPara.set(part.rate, (grossPara.get(part.rate) ?? 0) + toPara(part.gross));
  return ([10, 20] as const)
    .filter((rate) => (grossPara.get(rate) ?? 0) > 0)
    .map((rate) => ({ rate, amount: fromPara(Math.round(((grossPara.get(rate) ?? 0) * rate) / (100 + rate))) }));
};
