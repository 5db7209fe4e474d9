// A tree answer flattened into indented options: every node in order, depth-first, each indented by its
// depth; a subtree may be left out (a category cannot become its own parent's child), and with
// leafOnly nodes that have children are shown but cannot be chosen.
import type { Option } from '../../../ui/Select';

export interface TreeMap {
  value?: string;
  label?: string;
  children?: string;
}

type Node = Record<string, unknown>;

/** A full-width space per level: native <option>s ignore padding, and keyboard search still works. */
const INDENT = '\u3000';

export function treeOptions(roots: unknown, map: TreeMap = {}, opts: { leafOnly?: boolean; exclude?: unknown } = {}): Option[] {
  const valueKey = map.value ?? 'id';
  const labelKey = map.label ?? 'name';
  const childrenKey = map.children ?? 'children';
  const excluded = opts.exclude === undefined || opts.exclude === null || opts.exclude === '' ? undefined : String(opts.exclude);
  const out: Option[] = [];
  const walk = (nodes: unknown, depth: number) => {
    if (!Array.isArray(nodes)) return;
    for (const n of nodes as Node[]) {
      if (!n || typeof n !== 'object') continue;
      const value = n[valueKey] as Option['value'];
      if (excluded !== undefined && String(value) === excluded) continue;
      const kids = n[childrenKey];
      const leaf = !Array.isArray(kids) || kids.length === 0;
      out.push({ value, label: `${INDENT.repeat(depth)}${String(n[labelKey] ?? '')}`, ...(opts.leafOnly && !leaf ? { disabled: true } : {}) });
      walk(kids, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}
