// The access pipeline on the route table: tenant patch -> disable-list prune -> permission prune. The
// same result gives the router its table and the menu its tree (menu.ts).
import type { Route } from '../schema/types';
import type { AccessInput, RouteEntry, ScreenManifest } from './types';
import { mergePatch } from '../schema/merge';
import { layersFor, routePatchFor } from './tenant-patch';

const DEFAULT_ORDER = 999; // spec 9: default order for routes without one

/** The route of a manifest and its aliases, each a route entry of its own. */
export function entriesOf(m: ScreenManifest): RouteEntry[] {
  if (!m.route) return [];
  const main = m.route.name;
  return [toEntry(m, m.route), ...(m.aliases ?? []).map((a) => ({ ...toEntry(m, a), screen: main }))];
}

function toEntry(m: ScreenManifest, r: Route): RouteEntry {
  return {
    name: r.name,
    path: r.path,
    kind: m.kind,
    file: m.file,
    meta: r.meta,
    ...(r.menuParent ? { menuParent: r.menuParent } : {}),
    order: r.order ?? DEFAULT_ORDER,
    menuId: r.menuId ?? `m_${r.name}`,
    ...(r.redirect ? { redirect: r.redirect } : {}),
    ...(r.mode ? { mode: r.mode } : {}),
  };
}

/** Removes the named routes and every route below them (menuParent chain). */
function withoutSubtrees(routes: RouteEntry[], drop: (r: RouteEntry) => boolean): RouteEntry[] {
  const dropped = new Set(routes.filter(drop).map((r) => r.name));
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of routes) {
      if (!dropped.has(r.name) && r.menuParent && dropped.has(r.menuParent)) {
        dropped.add(r.name);
        grew = true;
      }
    }
  }
  return routes.filter((r) => !dropped.has(r.name));
}

const isContainer = (r: RouteEntry) => r.kind === 'area' || r.kind === 'group';
const bypassesAuth = (r: RouteEntry) => !!r.meta.notAuth || !!r.meta.excludeAuth;

export function accessRoutes(manifests: readonly ScreenManifest[], input: AccessInput): RouteEntry[] {
  const layers = layersFor(input);
  // 1. Tenant patch.
  let routes: RouteEntry[] = [];
  for (const entry of manifests.flatMap(entriesOf)) {
    const patch = routePatchFor(entry.name, layers);
    if (patch?.remove) continue;
    routes.push(patch ? mergePatch(entry, { ...patch, remove: undefined }) : entry);
  }
  routes = routes.map((r) => {
    const { remove: _remove, ...rest } = r as RouteEntry & { remove?: boolean };
    return rest;
  });
  // 2. Disable-list prune: a disabled route disappears with everything below it.
  const disabled = new Set(input.disabled ?? []);
  routes = withoutSubtrees(routes, (r) => disabled.has(r.name));
  // 3. Permission prune: a content route needs its name in the authority list unless it bypasses
  //    checks; a container (area/group) stays while anything below it stays.
  const authority = new Set(input.authority ?? []);
  const allowed = new Set(routes.filter((r) => !isContainer(r) && (bypassesAuth(r) || authority.has(r.name))).map((r) => r.name));
  for (const r of routes) if (isContainer(r) && (authority.has(r.name) || bypassesAuth(r))) allowed.add(r.name);
  const byName = new Map(routes.map((r) => [r.name, r]));
  for (const name of [...allowed]) {
    let parent = byName.get(name)?.menuParent;
    while (parent && byName.has(parent) && !allowed.has(parent)) {
      allowed.add(parent);
      parent = byName.get(parent)?.menuParent;
    }
  }
  // A container granted on its own but left with no visible content is dropped too.
  const kept = routes.filter((r) => allowed.has(r.name));
  const hasContent = (name: string): boolean =>
    kept.some((c) => c.menuParent === name && (!isContainer(c) || hasContent(c.name)));
  const result = kept.filter((r) => !isContainer(r) || hasContent(r.name));
  return result.map((r) => (isContainer(r) ? { ...r, redirect: redirectOf(r, result) } : r));
}

/** A node's default redirect: the route named by `redirect`, else its first visible child by order. */
function redirectOf(node: RouteEntry, routes: RouteEntry[]): string | undefined {
  if (node.redirect && routes.some((r) => r.name === node.redirect)) return node.redirect;
  const children = routes.filter((r) => r.menuParent === node.name && !r.meta.hidden).sort((a, b) => a.order - b.order);
  const first = children[0];
  if (!first) return undefined;
  return first.kind === 'area' || first.kind === 'group' ? (redirectOf(first, routes) ?? first.name) : first.name;
}
