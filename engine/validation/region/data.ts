// The GB/T 2260 code table, built once on first use from @vant/area-data (maintained by the Vant team,
// MIT, about 33 KB gzip; docs/schema-guide.md "Regions" says why this package).
import { areaList } from '@vant/area-data';

export type RegionLevel = 'province' | 'city' | 'district';

export interface RegionNode {
  /** The 6-digit code: 110000 (province), 110100 (city), 110101 (district). */
  readonly code: string;
  readonly name: string;
  readonly level: RegionLevel;
}

export interface RegionTable {
  readonly byCode: ReadonlyMap<string, RegionNode>;
  readonly children: ReadonlyMap<string, readonly RegionNode[]>;
  readonly provinces: readonly RegionNode[];
}

/** The parent's code of a city (province) or district (city), by the code's own structure. */
export const parentCode = (code: string, level: RegionLevel): string | null =>
  level === 'province' ? null : level === 'city' ? `${code.slice(0, 2)}0000` : `${code.slice(0, 4)}00`;

const build = (): RegionTable => {
  const byCode = new Map<string, RegionNode>();
  const children = new Map<string, RegionNode[]>();
  const add = (list: Record<string, string>, level: RegionLevel): RegionNode[] => {
    const nodes: RegionNode[] = [];
    for (const [code, name] of Object.entries(list)) {
      const node: RegionNode = Object.freeze({ code, name, level });
      byCode.set(code, node);
      nodes.push(node);
      const parent = parentCode(code, level);
      if (parent !== null) {
        const siblings = children.get(parent) ?? [];
        siblings.push(node);
        children.set(parent, siblings);
      }
    }
    return nodes;
  };
  const provinces = add(areaList.province_list, 'province');
  add(areaList.city_list, 'city');
  add(areaList.county_list, 'district');
  for (const list of children.values()) list.sort((a, b) => a.code.localeCompare(b.code));
  provinces.sort((a, b) => a.code.localeCompare(b.code));
  return { byCode, children, provinces };
};

let table: RegionTable | null = null;
export const regionTable = (): RegionTable => (table ??= build());
