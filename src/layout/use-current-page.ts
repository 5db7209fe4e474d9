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
    const active = record ? map.byRoute.get(record.meta?.parent ?? record.name) : undefined;
    // The group is the ancestor that owns the first path segment (/seller -> Seller, under Shopping).
    const area = `/${location.pathname.split('/')[1] ?? ''}`;
    const chain = ancestry(active, map);
    const group = [...chain].reverse().find((n) => n.path === area) ?? chain[0];
    return { record, active, group, map, query };
  }, [index, location.pathname, location.search, map]);
}
