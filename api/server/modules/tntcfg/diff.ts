// The difference between two versions of a screen patch, element by element and property by property,
// each named as the screen names it (its label, or its entity field's title).
import { elementLabel, patchElements, type ScreenPatch } from '../../../../engine/access';
import type { Entities } from '../../../../engine/schema/entity';

const PROPS: Record<string, string> = { hidden: '隐藏', label: '显示名称', required: '必填', defaultValue: '默认值', pageSize: '每页条数', order: '顺序' };

const shown = (v: unknown): string => (v === undefined ? '' : v === true ? '是' : v === false ? '否' : Array.isArray(v) ? v.join('、') : String(v));

function flatten(patch: ScreenPatch): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const i of patch.items ?? []) for (const [k, v] of Object.entries(i)) if (k !== 'at' && v !== undefined) out.set(`${i.at}\u0000${k}`, v);
  for (const o of patch.order ?? []) out.set(`${o.at}\u0000order`, o.ids);
  return out;
}

export interface DiffRow {
  at: string;
  element: string;
  property: string;
  propertyNm: string;
  before: string;
  after: string;
}

export function patchDiff(screen: unknown, entities: Entities, from: ScreenPatch, to: ScreenPatch): DiffRow[] {
  const a = flatten(from);
  const b = flatten(to);
  const elements = new Map(patchElements(screen).map((e) => [e.at, e]));
  const collections = new Map(patchElements(screen).map((e) => [e.collection, e]));
  const rows: DiffRow[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const before = shown(a.get(key));
    const after = shown(b.get(key));
    if (before === after) continue;
    const [at, property] = key.split('\u0000') as [string, string];
    const e = property === 'order' ? undefined : elements.get(at);
    const parent = property === 'order' ? collections.get(at) : undefined;
    const element = e ? elementLabel(e, entities) : parent ? `${at}（全部）` : at;
    rows.push({ at, element, property, propertyNm: PROPS[property] ?? property, before, after });
  }
  const order = [...elements.keys()];
  return rows.sort((x, y) => order.indexOf(x.at) - order.indexOf(y.at) || x.property.localeCompare(y.property));
}
