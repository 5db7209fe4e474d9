// Spec 2.11 side menu: built from the server menu and the current page group; two levels; one submenu
// open; a submenu's icon switches to its selected variant when a child is active; hidden children are
// omitted; red dots for enterprise information (company auth status 1 or 10) and platform member
// management (pending approvals); items with neither a page nor a web address only display.
import { ROUTE } from '../routing';
import { ancestry } from './build-map';
import { ENT_INFO_DOT_STATUSES } from './constants';
import type { MenuMap, MenuNode } from './types';

export interface SideItem {
  node: MenuNode;
  label: string;
  icon?: string | undefined;
  active: boolean;
  dot: boolean;
  displayOnly: boolean;
  children: SideItem[];
}

export interface SideMenuInput {
  map: MenuMap;
  /** The node of the current page (for hidden pages, their meta.parent's node). */
  activeId: string | undefined;
  /** The group whose children the menu shows (the area root, or the custom root of a custom page). */
  groupId: string | undefined;
  companyAuthStatus: string;
  approvalPending: boolean;
}

export interface SideMenuModel {
  items: SideItem[];
  /** The submenu open at first: the one holding the active item. */
  openId: string | undefined;
}

export function sideMenuModel(input: SideMenuInput): SideMenuModel {
  const group = input.groupId ? input.map.byId.get(input.groupId) : undefined;
  if (!group) return { items: [], openId: undefined };
  const activeChain = new Set(ancestry(input.activeId ? input.map.byId.get(input.activeId) : undefined, input.map).map((n) => n.menuId));

  const dotOf = (n: MenuNode): boolean =>
    (n.routeName === ROUTE.EntInfo && ENT_INFO_DOT_STATUSES.has(input.companyAuthStatus)) || (n.routeName === ROUTE.MemberEnterprise && input.approvalPending);

  const toItem = (n: MenuNode, depth: number): SideItem => {
    const children = depth < 2 ? n.children.filter((c) => !c.hidden).map((c) => toItem(c, depth + 1)) : [];
    const active = activeChain.has(n.menuId);
    const [normal, selected] = n.icon ?? [];
    return {
      node: n,
      label: n.label,
      icon: active && selected ? selected : normal,
      active,
      // A closed submenu shows its child's dot too, or nobody would open it.
      dot: dotOf(n) || children.some((c) => c.dot),
      displayOnly: children.length === 0 && !n.path && !n.webUrl,
      children,
    };
  };

  const items = group.children.filter((c) => !c.hidden).map((c) => toItem(c, 1));
  const open = items.find((i) => i.children.length > 0 && i.active);
  return { items, openId: open?.node.menuId };
}

/** One submenu open at a time: opening one closes the other; opening the open one closes it. */
export const toggleOpen = (openId: string | undefined, id: string): string | undefined => (openId === id ? undefined : id);
