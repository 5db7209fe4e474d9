// GB/T 2260 region codes: six digits, province xx0000, city xxxx00, district xxxxxx. Which codes exist and
// their names come from the region data of engine/validation (trading-engine's lookup); until that lands
// on main only the code's structure is checked here, and the name is the code itself.
// TODO(trading-cart): wire the engine/validation region lookup (isRegionCode + regionName) when it lands.

const CODE = /^[1-9]\d{5}$/;

export type RegionLevel = 'province' | 'city' | 'district';

export function regionLevel(code: string): RegionLevel {
  if (code.endsWith('0000')) return 'province';
  if (code.endsWith('00')) return 'city';
  return 'district';
}

/** A code of the GB/T 2260 list (structure only until the lookup is wired). */
export const isRegionCode = (code: string): boolean => CODE.test(code);

/** "山东省 烟台市 芝罘区" for a district code (the code itself until the lookup is wired). */
export const regionNameOf = (code: string): string => code;

/** How specifically `rule` (a province, city or district code) covers the address's code: 3 the same code,
 * 2 its city, 1 its province, 0 not at all. */
export function coverage(rule: string, address: string): number {
  if (rule === address) return 3;
  const level = regionLevel(rule);
  if (level === 'city' && rule.slice(0, 4) === address.slice(0, 4)) return 2;
  if (level === 'province' && rule.slice(0, 2) === address.slice(0, 2)) return 1;
  return 0;
}
