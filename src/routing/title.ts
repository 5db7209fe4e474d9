// Spec 2: the page title is the system name, a dash, then the active menu name.
import type { RouteIndex } from './route-index';
import type { RouteRecord } from './types';

export function pageTitle(systemName: string | undefined, activeMenu: string | undefined): string {
  const parts = [systemName, activeMenu].filter((p): p is string => !!p && p.trim() !== '');
  return parts.join(' - ');
}

/**
 * The active menu of a record: a hidden detail page shows its parent's menu (meta.parent); the name is the
 * server's menu name when the user has it (tenants rename menus), else the screen's title.
 */
export function activeMenuName(record: RouteRecord | undefined, index: RouteIndex, menuNameOf: (routeName: string) => string | undefined): string | undefined {
  if (!record) return undefined;
  const active = (record.meta?.parent && index.byName(record.meta.parent)) || record;
  return menuNameOf(active.name) ?? active.meta?.title;
}
