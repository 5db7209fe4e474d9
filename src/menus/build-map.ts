// Spec 4 "Menu map after login": non-button permission entries become a tree; each entry's root is found
// by walking up to parent 0; headrMenu is Custom under a custom root, else the root's menu path; built-in
// routes are merged with the screens' records; custom menus have no path; exempt routes the user was not
// granted hang under their configured parent with order 999; children are ordered by menuOrderno; a
// node's default redirect is its first non-hidden child.
import type { RouteIndex } from '../routing';
import { isButton, isCustom, type EmbedWay, type PermissionEntry } from '../session';
import { APP_BASE, UNAUTHORISED_ORDER } from './constants';
import { CUSTOM_HEADR, type MenuMap, type MenuNode } from './types';

const ROOT_PARENT = '0';

const orderOf = (v: unknown, fallback: number): number => {
  const n = Number(v);
  return v === null || v === undefined || v === '' || !Number.isFinite(n) ? fallback : n;
};

/** Walk up to the entry whose parent is 0. A missing parent makes the last entry found the root. */
function rootOf(entry: PermissionEntry, byId: ReadonlyMap<string, PermissionEntry>): PermissionEntry {
  const seen = new Set<string>();
  let current = entry;
  while (current.parentMenuId !== ROOT_PARENT && !seen.has(current.menuId)) {
    seen.add(current.menuId);
    const parent = byId.get(current.parentMenuId);
    if (!parent) break;
    current = parent;
  }
  return current;
}

const EMBED_WAYS: readonly string[] = ['LINK_JUMP', 'PAGE_INLINE', 'MENU'] satisfies EmbedWay[];
/** The wire's embedWay is a code value (EMBED_WAY); anything else reads as none. */
const embedWayOf = (v: string | null | undefined): EmbedWay | '' => (v && EMBED_WAYS.includes(v) ? (v as EmbedWay) : '');
/** A synced menu's meta.icon, when it is the [icon, active icon] list the screen files declare. */
const iconOf = (v: unknown): readonly string[] | undefined => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : undefined);

/** The route of an address under the app's base (an app page), if it names one. */
function appRouteOf(webUrl: string, index: RouteIndex): string | undefined {
  if (!webUrl.startsWith(`${APP_BASE}/`)) return undefined;
  const path = webUrl.slice(APP_BASE.length).split(/[?#]/)[0] ?? '';
  return index.match(path)?.name;
}

export function buildMenuMap(permissions: readonly PermissionEntry[], index: RouteIndex): MenuMap {
  const entries = permissions.filter((e) => !isButton(e));
  const entryById = new Map(entries.map((e) => [e.menuId, e]));
  const byId = new Map<string, MenuNode>();
  const byRoute = new Map<string, MenuNode>();
  const customUrls = new Map<string, string>();

  for (const e of entries) {
    const root = rootOf(e, entryById);
    const custom = isCustom(e);
    const record = custom ? undefined : index.byName(e.menuPath);
    const node: MenuNode = {
      menuId: e.menuId,
      label: e.menuNm || record?.meta?.title || e.menuPath,
      parentId: e.parentMenuId,
      rootId: root.menuId,
      headrMenu: isCustom(root) ? CUSTOM_HEADR : root.menuPath,
      order: orderOf(e.menuOrderno, record?.order ?? 0),
      custom,
      webUrl: e.webUrl ?? '',
      embedWay: embedWayOf(e.embedWay),
      hidden: Boolean(record?.meta?.hidden ?? e.meta?.hidden),
      authorised: true,
      children: [],
      ...(custom ? {} : { routeName: e.menuPath, ...(record ? { path: record.path } : {}) }),
      ...((record?.meta?.icon ?? iconOf(e.meta?.icon)) ? { icon: record?.meta?.icon ?? iconOf(e.meta?.icon) ?? [] } : {}),
    };
    if (custom && node.webUrl) customUrls.set(node.menuId, node.webUrl);
    const appRoute = custom ? appRouteOf(node.webUrl, index) : undefined;
    if (appRoute) node.appRoute = appRoute;
    byId.set(node.menuId, node);
    if (node.routeName) byRoute.set(node.routeName, node);
    // The app page a custom menu opens is that menu's page: it lights the menu and names the page, unless
    // a built-in menu of its own does (set before or after: built-in wins).
    else if (appRoute && !byRoute.get(appRoute)?.routeName) byRoute.set(appRoute, node);
  }

  // Exempt routes not granted: mounted under their configured parent with order 999.
  for (const r of index.records) {
    if (byRoute.has(r.name) || !(r.meta?.excludeAuth || r.meta?.notAuth) || !r.menuParent) continue;
    const parent = byRoute.get(r.menuParent);
    if (!parent) continue;
    const node: MenuNode = {
      menuId: r.menuId ?? `m_${r.name}`,
      label: r.meta?.title ?? r.name,
      routeName: r.name,
      path: r.path,
      parentId: parent.menuId,
      rootId: parent.rootId,
      headrMenu: parent.headrMenu,
      order: UNAUTHORISED_ORDER,
      custom: false,
      webUrl: '',
      embedWay: '',
      hidden: Boolean(r.meta?.hidden),
      authorised: false,
      children: [],
      ...(r.meta?.icon ? { icon: r.meta.icon } : {}),
    };
    byId.set(node.menuId, node);
    byRoute.set(r.name, node);
  }

  const roots: MenuNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === ROOT_PARENT ? undefined : byId.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const byOrder = (a: MenuNode, b: MenuNode) => a.order - b.order;
  const finish = (list: MenuNode[]) => {
    list.sort(byOrder);
    for (const n of list) {
      finish(n.children);
      const first = n.children.find((c) => !c.hidden);
      if (first) n.redirect = first.menuId;
    }
  };
  finish(roots);
  return { roots, byId, byRoute, customUrls };
}

/** Follow default redirects down to a node that has a page of its own (a route path or a web address). */
export function landing(node: MenuNode, map: MenuMap): MenuNode {
  let current = node;
  const seen = new Set<string>();
  while (!seen.has(current.menuId)) {
    seen.add(current.menuId);
    if (current.children.length === 0) return current;
    const next = current.redirect ? map.byId.get(current.redirect) : undefined;
    if (!next) return current;
    current = next;
  }
  return current;
}

/** The chain from the root down to the node (for active states). */
export function ancestry(node: MenuNode | undefined, map: MenuMap): MenuNode[] {
  const chain: MenuNode[] = [];
  const seen = new Set<string>();
  let current = node;
  while (current && !seen.has(current.menuId)) {
    seen.add(current.menuId);
    chain.unshift(current);
    current = map.byId.get(current.parentId);
  }
  return chain;
}
