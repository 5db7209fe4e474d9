// A role's checked tree as grants (pure): a node checked with everything below it is granted whole (the
// screens added under it later come with it); a node checked without all of its children is granted
// exactly ('=' + id), and its children are looked at one by one. So unchecking one button of a page keeps
// the page and its other buttons, and nothing unchecked is ever granted.
export interface TreeEntry {
  menuId: string;
  parentMenuId: string;
}

export function compactGrants(menus: readonly TreeEntry[], checked: ReadonlySet<string>): string[] {
  const children = new Map<string, string[]>();
  const ids = new Set(menus.map((m) => m.menuId));
  const roots: string[] = [];
  for (const m of menus) {
    if (ids.has(m.parentMenuId)) {
      const list = children.get(m.parentMenuId) ?? [];
      list.push(m.menuId);
      children.set(m.parentMenuId, list);
    } else roots.push(m.menuId);
  }
  const whole = new Map<string, boolean>();
  const isWhole = (id: string): boolean => {
    const known = whole.get(id);
    if (known !== undefined) return known;
    const w = checked.has(id) && (children.get(id) ?? []).every(isWhole);
    whole.set(id, w);
    return w;
  };
  const out: string[] = [];
  const walk = (id: string) => {
    if (isWhole(id)) {
      out.push(id);
      return;
    }
    if (checked.has(id)) out.push(`=${id}`);
    for (const c of children.get(id) ?? []) walk(c);
  };
  for (const r of roots) walk(r);
  return out;
}

export interface TreeNode {
  menuId: string;
  menuNm: string;
  menuPath: string;
  type: number;
  children: TreeNode[];
}

/** The entries as a tree, in their order; an entry whose parent is not among them is a root. */
export function buildTree(menus: readonly (TreeEntry & { menuNm: string; menuPath: string; type: number })[]): TreeNode[] {
  const nodes = new Map<string, TreeNode>(menus.map((m) => [m.menuId, { menuId: m.menuId, menuNm: m.menuNm, menuPath: m.menuPath, type: m.type, children: [] }]));
  const roots: TreeNode[] = [];
  for (const m of menus) {
    const node = nodes.get(m.menuId)!;
    const parent = nodes.get(m.parentMenuId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
