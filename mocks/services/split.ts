/**
 * The split of a cart that no single pharmacy has (docs/decisions.md, "Split
 * reservations"): the fewest pharmacies that together have every line in full, then the lowest
 * total, then the lower pharmacy ids. A line is never divided: each goes to the cheapest pharmacy
 * of the plan that has it in full.
 */

/** What one pharmacy has of the cart: per line, null when it lacks units, else the line's cost there (0 unpriced). */
export interface SplitCandidate {
  pharmacyId: number;
  prices: Array<number | null>;
}

export interface SplitPlan {
  /** per pharmacy of the plan, in the candidates' order: the indexes of the lines collected there */
  parts: Array<{ pharmacyId: number; lines: number[] }>;
  total: number;
}

/** Exhaustive search up to this many pharmacies; a larger plan is built greedily. */
const EXACT_UP_TO = 4;

const combinations = function* <T>(list: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= list.length - k; i += 1) {
    for (const rest of combinations(list, k - 1, i + 1)) yield [list[i] as T, ...rest];
  }
};

/** Each line at the cheapest pharmacy of `group` that has it (the first on ties), or null if one is missing. */
const assign = (group: readonly SplitCandidate[], lineCount: number): SplitPlan | null => {
  const chosen: Array<SplitCandidate | null> = [];
  let total = 0;
  for (let line = 0; line < lineCount; line += 1) {
    let best: SplitCandidate | null = null;
    for (const c of group) {
      const price = c.prices[line];
      if (price === null || price === undefined) continue;
      if (!best || price < (best.prices[line] ?? Infinity)) best = c;
    }
    if (!best) return null;
    chosen.push(best);
    total += best.prices[line] ?? 0;
  }
  const parts = group
    .map((c) => ({ pharmacyId: c.pharmacyId, lines: chosen.flatMap((x, line) => (x === c ? [line] : [])) }))
    .filter((part) => part.lines.length > 0);
  return { parts, total };
};

const better = (a: SplitPlan, b: SplitPlan | null): boolean =>
  !b ||
  a.parts.length < b.parts.length ||
  (a.parts.length === b.parts.length &&
    (a.total < b.total ||
      (a.total === b.total && a.parts.map((p) => p.pharmacyId).join() < b.parts.map((p) => p.pharmacyId).join())));

/** Greedy cover: the pharmacy with the most lines still missing, then the cheapest for them. */
const greedy = (candidates: readonly SplitCandidate[], lineCount: number): SplitPlan | null => {
  const group: SplitCandidate[] = [];
  const covered = new Set<number>();
  while (covered.size < lineCount) {
    let best: SplitCandidate | null = null;
    let bestScore = [0, 0];
    for (const c of candidates) {
      if (group.includes(c)) continue;
      let n = 0;
      let cost = 0;
      c.prices.forEach((price, line) => {
        if (price !== null && !covered.has(line)) {
          n += 1;
          cost += price;
        }
      });
      if (n > 0 && (n > (bestScore[0] ?? 0) || (n === bestScore[0] && cost < (bestScore[1] ?? 0)))) {
        best = c;
        bestScore = [n, cost];
      }
    }
    if (!best) return null;
    group.push(best);
    best.prices.forEach((price, line) => {
      if (price !== null) covered.add(line);
    });
  }
  return assign(group, lineCount);
};

/** The best split of `lineCount` lines between the candidates, or null when they cannot have them all. */
export function bestSplit(candidates: readonly SplitCandidate[], lineCount: number): SplitPlan | null {
  if (lineCount === 0) return null;
  const sorted = [...candidates].sort((a, b) => a.pharmacyId - b.pharmacyId);
  for (let k = 1; k <= Math.min(EXACT_UP_TO, sorted.length); k += 1) {
    let best: SplitPlan | null = null;
    for (const group of combinations(sorted, k)) {
      const plan = assign(group, lineCount);
      if (plan && plan.parts.length === k && better(plan, best)) best = plan;
    }
    if (best) return best;
  }
  return greedy(sorted, lineCount);
}
