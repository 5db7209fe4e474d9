// The freight fee rule (DOMAIN.md "Freight templates"): pure functions on integers (fen; thousandths of the
// charge unit), so the same input always gives the same fen.
import { coverage } from '../address';

export interface FeeRule {
  regions: string[];
  firstUnitMilli: number;
  firstFeeCents: number;
  extraUnitMilli: number;
  extraFeeCents: number;
}

export interface FreeRule {
  regions: string[];
  minAmountCents: number | null;
  minCount: number | null;
}

/** fee = first fee when the quantity is within the first unit, else first fee + ceil((qty - first) / extra)
 * x extra fee. A quantity of 0 (goods without weight or volume) is within the first unit. */
export function freightFee(rule: Pick<FeeRule, 'firstUnitMilli' | 'firstFeeCents' | 'extraUnitMilli' | 'extraFeeCents'>, quantityMilli: number): number {
  if (quantityMilli <= rule.firstUnitMilli) return rule.firstFeeCents;
  const steps = Math.ceil((quantityMilli - rule.firstUnitMilli) / rule.extraUnitMilli);
  return rule.firstFeeCents + steps * rule.extraFeeCents;
}

const bestCoverage = (regions: string[], regionCode: string): number => Math.max(0, ...regions.map((r) => coverage(r, regionCode)));

/** The row that covers the region most specifically (district, then city, then province; the first such
 * row on a tie), or null: the region cannot be shipped to. */
export function ruleFor<R extends { regions: string[] }>(rules: readonly R[], regionCode: string): R | null {
  let best: R | null = null;
  let bestScore = 0;
  for (const r of rules) {
    const score = bestCoverage(r.regions, regionCode);
    if (score > bestScore) [best, bestScore] = [r, score];
  }
  return best;
}

/** Free shipping: a free row covering the region whose minimums are met (both, when both are set). */
export function isFree(rules: readonly FreeRule[], regionCode: string, amountCents: number, count: number): boolean {
  return rules.some(
    (r) =>
      bestCoverage(r.regions, regionCode) > 0 &&
      (r.minAmountCents === null || amountCents >= r.minAmountCents) &&
      (r.minCount === null || count >= r.minCount),
  );
}
