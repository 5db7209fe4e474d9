// The pure part of the tree-check widget: a tree answer as nodes, and what a tick does. A node's own tick
// is what it holds (a page may be held while one of its buttons is not); ticking a node ticks everything
// below it and the nodes above it (a button is nothing without its page), unticking unticks everything
// below it only.
import type { TreeMap } from './tree-options';

export interface CheckNode {
  key: string;
  label: string;
  children: CheckNode[];
}

type Raw = Record<string, unknown>;

export function checkNodes(roots: unknown, map: TreeMap = {}): CheckNode[] {
  const valueKey = map.value ?? 'id';
  const labelKey = map.label ?? 'name';
  const childrenKey = map.children ?? 'children';
  const walk = (nodes: unknown): CheckNode[] =>
    Array.isArray(nodes)
      ? (nodes as Raw[]).filter((n) => n && typeof n === 'object').map((n) => ({ key: String(n[valueKey]), label: String(n[labelKey] ?? ''), children: walk(n[childrenKey]) }))
      : [];
  return walk(roots);
}

const below = (n: CheckNode): string[] => n.children.flatMap((c) => [c.key, ...below(c)]);

/** The ancestors of every node, by key. */
export function parentsOf(roots: readonly CheckNode[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (nodes: readonly CheckNode[], parent: string | undefined) => {
    for (const n of nodes) {
      if (parent !== undefined) out.set(n.key, parent);
      walk(n.children, n.key);
    }
  };
  walk(roots, undefined);
  return out;
}

/** The ticked keys after ticking (on) or unticking (off) a node. */
export function toggle(value: readonly string[], node: CheckNode, on: boolean, parents: ReadonlyMap<string, string>): string[] {
  const next = new Set(value);
  const subtree = [node.key, ...below(node)];
  if (on) {
    for (const k of subtree) next.add(k);
    for (let up = parents.get(node.key); up !== undefined; up = parents.get(up)) next.add(up);
  } else for (const k of subtree) next.delete(k);
  return [...next];
}

/** Ticked with something below it unticked: drawn half-ticked. */
export function partial(node: CheckNode, ticked: ReadonlySet<string>): boolean {
  return ticked.has(node.key) && below(node).some((k) => !ticked.has(k));
}
