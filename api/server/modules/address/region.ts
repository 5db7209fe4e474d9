// GB/T 2260 region codes (province xx0000, city xxxx00, district xxxxxx): which codes exist, their level and
// names come from engine/validation's region table (the one the region pickers use).
import { isRegionCode as known, regionError, regionFullName, regionNode, type RegionLevel } from '../../../../engine/validation';

export type { RegionLevel };

/** The level of a known code; by its digits for one the table does not hold. */
export function regionLevel(code: string): RegionLevel {
  const node = regionNode(code);
  if (node) return node.level;
  if (code.endsWith('0000')) return 'province';
  if (code.endsWith('00')) return 'city';
  return 'district';
}

/** A code of the GB/T 2260 table (of `level` when given). */
export const isRegionCode = (code: string, level?: RegionLevel): boolean => known(code, level);

/** The Chinese message for a code that is not a region (of `level`), or null. */
export const regionProblem = (code: string, level?: RegionLevel, label?: string): string | null => regionError(code, level, label);

/** "山东省 烟台市 芝罘区" (the code itself when unknown). */
export const regionNameOf = (code: string): string => regionFullName(code) || code;

/** How specifically `rule` (a province, city or district code) covers the address's code: 3 the same code,
 * 2 its city, 1 its province, 0 not at all (GB/T 2260 codes share their parent's leading digits). */
export function coverage(rule: string, address: string): number {
  if (rule === address) return 3;
  if (rule.endsWith('0000')) return rule.slice(0, 2) === address.slice(0, 2) ? 1 : 0;
  if (rule.endsWith('00')) return rule.slice(0, 4) === address.slice(0, 4) ? 2 : 0;
  return 0;
}
