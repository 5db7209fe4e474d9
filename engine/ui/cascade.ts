// Pure helpers of the cascader: the columns shown for an active path, the labels of a value, and the
// search over every selectable path.

export interface CascaderOption {
  value: string | number;
  label: string;
  disabled?: boolean;
  children?: readonly CascaderOption[];
}

export type CascaderValue = readonly (string | number)[];

const same = (a: string | number, b: string | number) => String(a) === String(b);

/** The options along a value path (as far as it matches). */
export function optionsOfPath(options: readonly CascaderOption[], path: CascaderValue): CascaderOption[] {
  const out: CascaderOption[] = [];
  let level: readonly CascaderOption[] | undefined = options;
  for (const v of path) {
    const found: CascaderOption | undefined = level?.find((o) => same(o.value, v));
    if (!found) break;
    out.push(found);
    level = found.children;
  }
  return out;
}

/** The columns to show: the roots, then the children of each option on the active path. */
export function columnsOf(options: readonly CascaderOption[], active: CascaderValue): (readonly CascaderOption[])[] {
  const cols: (readonly CascaderOption[])[] = [options];
  for (const o of optionsOfPath(options, active)) if (o.children?.length) cols.push(o.children);
  return cols;
}

export interface CascaderMatch {
  path: (string | number)[];
  labels: string[];
}

/** Paths whose joined labels contain the keyword: leaves only unless any level may be chosen. */
export function searchPaths(options: readonly CascaderOption[], keyword: string, anyLevel: boolean, limit = 50): CascaderMatch[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [];
  const out: CascaderMatch[] = [];
  const walk = (level: readonly CascaderOption[], path: (string | number)[], labels: string[]) => {
    for (const o of level) {
      if (out.length >= limit || o.disabled) continue;
      const p = [...path, o.value];
      const l = [...labels, o.label];
      const leaf = !o.children?.length;
      if ((leaf || anyLevel) && l.join(' / ').toLowerCase().includes(k)) out.push({ path: p, labels: l });
      if (!leaf) walk(o.children!, p, l);
    }
  };
  walk(options, [], []);
  return out;
}
