// A tree answer as the rows a table shows: depth-first, each node with its depth, a key and whether it
// has children; the children of collapsed nodes are left out. Row objects stay the server's own, so row
// actions see the node itself as `row`.
export type Row = Record<string, unknown>;

export interface TreeInfo {
  key: string;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

export function flattenTree(
  roots: readonly Row[],
  opts: { children: string; rowKey: string; expandedByDefault: boolean; toggled: ReadonlySet<string> },
): { rows: Row[]; info: Map<Row, TreeInfo> } {
  const rows: Row[] = [];
  const info = new Map<Row, TreeInfo>();
  const walk = (nodes: readonly Row[], depth: number, path: string) => {
    nodes.forEach((node, i) => {
      if (!node || typeof node !== 'object') return;
      const id = node[opts.rowKey];
      const key = id === undefined || id === null ? `${path}${i}` : String(id);
      const kids = node[opts.children];
      const hasChildren = Array.isArray(kids) && kids.length > 0;
      // Expanded unless toggled (all open by default), or the other way round with expanded: false.
      const expanded = opts.expandedByDefault !== opts.toggled.has(key);
      rows.push(node);
      info.set(node, { key, depth, hasChildren, expanded });
      if (hasChildren && expanded) walk(kids as Row[], depth + 1, `${key}.`);
    });
  };
  walk(roots, 0, '');
  return { rows, info };
}
