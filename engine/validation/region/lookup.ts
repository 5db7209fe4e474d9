// Region lookups on GB/T 2260 codes, the same for the browser (region picker) and the server (address and
// freight-region validation).
import { MSG } from '../messages';
import { parentCode, regionTable, type RegionLevel, type RegionNode } from './data';

const CODE = /^\d{6}$/;

/** The node of a code, or undefined when the code is not in the table. */
export const regionNode = (code: unknown): RegionNode | undefined =>
  typeof code === 'string' && CODE.test(code) ? regionTable().byCode.get(code) : undefined;

/** True when `code` is a known region code, and of `level` when one is given. */
export const isRegionCode = (code: unknown, level?: RegionLevel): boolean => {
  const node = regionNode(code);
  return node !== undefined && (level === undefined || node.level === level);
};

/** The region's own name ('海淀区'), or '' for an unknown code. */
export const regionName = (code: unknown): string => regionNode(code)?.name ?? '';

/** The chain from the province down to the code itself: [province, city, district] for a district. */
export const regionPath = (code: unknown): RegionNode[] => {
  const path: RegionNode[] = [];
  let node = regionNode(code);
  while (node) {
    path.unshift(node);
    const parent = parentCode(node.code, node.level);
    node = parent === null ? undefined : regionTable().byCode.get(parent);
  }
  return path;
};

/** The names of the path joined; a city named like its province (北京市 北京市) is shown once. */
export const regionFullName = (code: unknown, separator = ' '): string =>
  regionPath(code)
    .map((n) => n.name)
    .filter((name, i, names) => i === 0 || name !== names[i - 1])
    .join(separator);

/** The children of a code (cities of a province, districts of a city), or the provinces for null. */
export const regionChildren = (code: string | null = null): readonly RegionNode[] =>
  code === null ? regionTable().provinces : (regionTable().children.get(code) ?? []);

/** Regions whose name contains `keyword`, at the given levels, for the multiple picker's search. */
export const searchRegions = (
  keyword: string,
  levels: readonly RegionLevel[] = ['province', 'city', 'district'],
  limit = 50,
): RegionNode[] => {
  const word = keyword.trim();
  if (word === '') return [];
  const hits: RegionNode[] = [];
  for (const node of regionTable().byCode.values()) {
    if (levels.includes(node.level) && node.name.includes(word)) {
      hits.push(node);
      if (hits.length >= limit) break;
    }
  }
  return hits;
};

const LEVEL_NAMES: Record<RegionLevel, string> = { province: '省份', city: '城市', district: '区县' };

/**
 * The Chinese message for a code that is not a region (of `level`), or null when it is one. The server
 * answers an address or freight region with it (code PARAM_ERROR); the picker never offers such a code.
 */
export const regionError = (code: unknown, level?: RegionLevel, label = '所在地区'): string | null => {
  const node = regionNode(code);
  if (node === undefined) return MSG.region(label);
  if (level !== undefined && node.level !== level) return MSG.regionLevel(label, LEVEL_NAMES[level]);
  return null;
};
