// The route records from the screen registry's manifests (docs/contracts.md section 3): the set of screen
// files is the route table, so the router, the guard and the menus read the very registry the engine
// renders from. One source. A screen's aliases (one goods form as add, edit and view) are records of
// their own: routed, guarded and in the menu by their own names.
import type { Route, ScreenManifest } from '../../engine';
import type { RouteRecord } from '../routing';

const recordOf = (m: ScreenManifest, r: Route): RouteRecord => ({
  name: r.name,
  path: r.path,
  kind: m.kind,
  ...(r.menuParent ? { menuParent: r.menuParent } : {}),
  ...(r.order !== undefined ? { order: r.order } : {}),
  ...(r.menuId ? { menuId: r.menuId } : {}),
  meta: { ...r.meta },
});

export function recordsOf(manifests: readonly ScreenManifest[]): RouteRecord[] {
  return manifests.flatMap((m): RouteRecord[] => (m.route ? [m.route, ...(m.aliases ?? [])].map((r) => recordOf(m, r)) : []));
}

/** area and group records only route to their children; they have no content of their own. */
export const isContainer = (record: RouteRecord | undefined): boolean => record?.kind === 'area' || record?.kind === 'group';
