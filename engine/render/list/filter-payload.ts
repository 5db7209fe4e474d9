// Filter values -> payload entries: a date range fills two params; empty values are left out. Pure, so
// card grids (core chunk) and lists (their own chunk) share it.
import type { FieldItem } from '../../schema/types';

type Values = Record<string, unknown>;

/** Filter values -> payload entries (a date range fills two params). Empty values are left out. */
export function filterPayload(items: readonly FieldItem[], values: Values): Values {
  const out: Values = {};
  for (const item of items) {
    const v = values[item.field];
    if (Array.isArray(item.param) || Array.isArray(v)) {
      const [from, to] = Array.isArray(item.param) ? item.param : [`${item.field}Begin`, `${item.field}End`];
      const [a, b] = (Array.isArray(v) ? v : []) as unknown[];
      if (a) out[from] = a;
      if (b) out[to] = b;
    } else if (v !== undefined && v !== '') {
      out[typeof item.param === 'string' ? item.param : item.field] = typeof v === 'string' ? v.trim() : v;
    }
  }
  return out;
}
