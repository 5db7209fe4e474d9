// Spec 4 "Jumping by menu id", and spec 2.11 custom menu embed modes.
import { ROUTE, type Query } from '../routing';
import { WLM_PREFIX } from './constants';
import { landing } from './build-map';
import { CUSTOM_HEADR, type MenuMap, type MenuNode } from './types';

export type JumpTarget =
  | { kind: 'route'; name: string; query?: Query }
  | { kind: 'custom-page'; query: Query }
  | { kind: 'external'; url: string }
  /** Spec 2.11: an item with no web URL does nothing. */
  | { kind: 'none' };

/** Spec 2.10 and 2.11: the custom page's query: menu id, active menu id, address, headrMenu Custom. */
export function customPageQuery(node: MenuNode): Query {
  return { menuId: node.rootId, activeMenuId: node.menuId, activeHref: node.webUrl, headrMenu: CUSTOM_HEADR };
}

/** Where a node leads: its route, or for a custom menu its embed mode (LINK_JUMP external, else inline). */
export function nodeTarget(node: MenuNode, map: MenuMap): JumpTarget {
  const leaf = landing(node, map);
  if (!leaf.custom) return leaf.routeName ? { kind: 'route', name: leaf.routeName } : { kind: 'none' };
  if (!leaf.webUrl) return { kind: 'none' };
  if (leaf.embedWay === 'LINK_JUMP') return { kind: 'external', url: leaf.webUrl };
  // An app page (PAGE_INLINE or MENU under the app's base) opens in place, not framed inside the app.
  if (leaf.appRoute) return { kind: 'route', name: leaf.appRoute };
  return { kind: 'custom-page', query: customPageQuery(leaf) };
}

export function jumpByMenuId(menuId: string, map: MenuMap): JumpTarget {
  const node = map.byId.get(menuId);
  // A known menu: built-in pushes its route, custom opens the custom page.
  if (node) return nodeTarget(node, map);
  // Unknown wlm_ ids: the last segment is the route to open.
  if (menuId.startsWith(WLM_PREFIX)) {
    const name = menuId.split('_').filter(Boolean).at(-1);
    if (name && name !== 'wlm') return { kind: 'route', name };
  }
  // Anything else: the CustomPage fallback (spec 9).
  return { kind: 'route', name: ROUTE.CustomPage, query: { menuId } };
}
