// The menu tree from the accessible route table (spec 2.11): non-hidden routes under their menuParent,
// ordered by order (menuOrderno); a group with a single child collapses into a direct link.
import type { MenuNode, RouteEntry } from './types';

export function buildMenu(routes: readonly RouteEntry[]): MenuNode[] {
  const visible = routes.filter((r) => !r.meta.hidden);
  const node = (r: RouteEntry): MenuNode => {
    const children = visible
      .filter((c) => c.menuParent === r.name)
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .map(node)
      .flatMap((child) => collapse(child, visible));
    return {
      name: r.name,
      menuId: r.menuId,
      title: r.meta.title,
      ...(r.meta.icon ? { icon: r.meta.icon } : {}),
      path: r.path,
      order: r.order,
      children,
    };
  };
  return visible
    // Top level only: a child whose parent is gone stays routable but has no place in the menu.
    .filter((r) => !r.menuParent)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .map(node)
    .flatMap((n) => collapse(n, visible));
}

function collapse(n: MenuNode, routes: readonly RouteEntry[]): MenuNode[] {
  const route = routes.find((r) => r.name === n.name);
  if (route?.kind === 'group' && n.children.length === 1) return [{ ...n.children[0]!, order: n.order }];
  return [n];
}
