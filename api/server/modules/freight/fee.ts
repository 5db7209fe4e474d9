// The freight fee rule (DOMAIN.md "Freight templates"): pure functions on integers (fen; thousandths of the
// charge unit), so the same input always gives the same fen.
import { coverage } from '../address';
import { orderFen } from '../../money';

export interface FeeRule {
  regions: string[];
  firstUnitMilli: number;
  firstFeeFen: number;
  extraUnitMilli: number;
  extraFeeFen: number;
}

export interface FreeRule {
  regions: string[];
  minAmountFen: number | null;
  minCount: number | null;
}

/** fee = first fee when the quantity is within the first unit, else first fee + ceil((qty - first) / extra)
 * x extra fee. A quantity of 0 (goods without weight or volume) is within the first unit. Exact (BigInt: a
 * heavy line's thousandths times its quantity, or steps times the extra fee, pass 2^53), and refused like
 * any order amount past its bound (money.ts orderFen: 订单金额过大). */
export function freightFee(rule: Pick<FeeRule, 'firstUnitMilli' | 'firstFeeFen' | 'extraUnitMilli' | 'extraFeeFen'>, quantityMilli: bigint | number): number {
  const q = BigInt(quantityMilli);
  const first = BigInt(rule.firstUnitMilli);
  if (q <= first) return rule.firstFeeFen;
  const extra = BigInt(rule.extraUnitMilli);
  const steps = (q - first + extra - 1n) / extra;
  return orderFen(BigInt(rule.firstFeeFen) + steps * BigInt(rule.extraFeeFen));
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
export function isFree(rules: readonly FreeRule[], regionCode: string, amountFen: number, count: number): boolean {
  return rules.some(
    (r) =>
      bestCoverage(r.regions, regionCode) > 0 &&
      (r.minAmountFen === null || amountFen >= r.minAmountFen) &&
      (r.minCount === null || count >= r.minCount),
  );
}
