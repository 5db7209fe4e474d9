// The current record, its menu node and its menu group, from the address (spec 2.11: the side menu is
// built from the server menu and the current page group).
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { menuMapAtom, useServices } from '../app';
import { ancestry, CUSTOM_HEADR, type MenuMap, type MenuNode } from '../menus';
import { ROUTE, type RouteRecord } from '../routing';

export interface CurrentPage {
  record: RouteRecord | undefined;
  active: MenuNode | undefined;
  group: MenuNode | undefined;
  map: MenuMap;
  query: URLSearchParams;
}

/** A route's menu node: its own, or for a hidden detail page its parent's (which stays active). */
export const menuNodeOf = (record: RouteRecord | undefined, map: MenuMap): MenuNode | undefined =>
  record ? map.byRoute.get(record.meta?.parent ?? record.name) : undefined;

/** The node that names the page, when a menu does: the page's own, or for a custom page the custom menu
 * it frames (spec 2.10: its name is the page's, not the generic 自定义页面). A hidden detail page is named
 * by its screen title under its parent's menu, so none. */
export const namingNodeOf = (page: Pick<CurrentPage, 'record' | 'active'>): MenuNode | undefined => {
  const { record, active } = page;
  if (!record || !active) return undefined;
  return active.routeName === record.name || (active.custom && !record.meta?.parent) ? active : undefined;
};

/** Whether the shell shows the page header (breadcrumb and title) above this route's screen: pages
 * in the menus but Home, inside the shell (a noContainer page, such as 企业大屏, has none). The others (404,
 * result pages, the to-do list) carry their own heading. */
export const hasPageHeader = (record: RouteRecord, map: MenuMap): boolean =>
  record.name !== ROUTE.Home && !record.meta?.noContainer && menuNodeOf(record, map) !== undefined;

export function useCurrentPage(): CurrentPage {
  const location = useLocation();
  const { index } = useServices();
  const map = useAtomValue(menuMapAtom);
  return useMemo(() => {
    const query = new URLSearchParams(location.search);
    const record = index.match(location.pathname);
    // Spec 2.10: the custom page names its root and active menu in the query.
    if (record?.name === ROUTE.CustomPage || query.get('headrMenu') === CUSTOM_HEADR) {
      const active = map.byId.get(query.get('activeMenuId') ?? '');
      const group = map.byId.get(query.get('menuId') ?? '') ?? (active ? map.byId.get(active.rootId) : undefined);
      return { record, active, group, map, query };
    }
    // A hidden detail page keeps its parent's menu active.
    const active = menuNodeOf(record, map);
    // The group is the ancestor that owns the first path segment (/seller -> Seller, under Shopping).
    const area = `/${location.pathname.split('/')[1] ?? ''}`;
    const chain = ancestry(active, map);
    const group = [...chain].reverse().find((n) => n.path === area) ?? chain[0];
    return { record, active, group, map, query };
  }, [index, location.pathname, location.search, map]);
}
