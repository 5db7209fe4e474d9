// Spec 2.11 header: logo and system name, the Home link, left menus (User and the finance custom menu),
// right main menus, custom menus filling up to 4 slots, the rest under 更多.
import { MSG } from '../messages';
import { ROUTE, UNIFY_PATH } from '../routing';
import { FINANCE_MENU_NAME, HEADER_SLOTS, PERMISSION } from './constants';
import type { MenuMap, MenuNode } from './types';

export interface HeaderInput {
  map: MenuMap;
  systemName: string;
  logo?: string | undefined;
  /** The tenant is the unified public workbench. */
  unified: boolean;
  accountType: string;
  /** Came from the admin site. */
  fromAdmin: boolean;
  can: (permission: string) => boolean;
  /** Issue 33: the tenant admin's menu order (page settings): these menus first, in this order, by route
   * name (a custom menu by its menu id); the others after them as the server orders them. */
  menuOrder?: readonly string[] | undefined;
}

/** The nodes with those the order names first, in its order; the rest after them, as they were. */
function inOrder(nodes: MenuNode[], order: readonly string[] | undefined): MenuNode[] {
  if (!order?.length) return nodes;
  const rank = (n: MenuNode) => {
    const i = order.indexOf(n.routeName ?? n.menuId);
    return i >= 0 ? i : order.length;
  };
  return nodes.map((n, i) => ({ n, i })).sort((a, b) => rank(a.n) - rank(b.n) || a.i - b.i).map((x) => x.n);
}

export interface HeaderItem {
  node: MenuNode;
  label: string;
  /** Dropdown entries; empty for a direct link (a group with a single child collapses into one). */
  children: HeaderItem[];
}

export interface HeaderModel {
  title: string;
  logo?: string | undefined;
  showHome: boolean;
  left: HeaderItem[];
  right: HeaderItem[];
  more: HeaderItem[];
}

/** Spec 2.11: the agriculture centre menu is shown as the acquisition zone. */
export const displayLabel = (label: string): string => (label === MSG.header.agricultureCentre ? MSG.header.acquisitionZone : label);

export const isAgricultureCentre = (node: MenuNode): boolean => node.label === MSG.header.agricultureCentre;

/** A header entry: the node's visible children (and, for Shopping, the Buyer and Seller roots it adopts). */
function item(node: MenuNode, adopted: readonly MenuNode[] = []): HeaderItem {
  const visible = [...node.children.filter((c) => !c.hidden), ...adopted];
  // A group with a single child collapses into a direct link to it.
  if (visible.length === 1 && visible[0]) return { node: visible[0], label: displayLabel(node.label), children: [] };
  return { node, label: displayLabel(node.label), children: visible.map((c) => ({ node: c, label: displayLabel(c.label), children: [] })) };
}

/** The entry of the page's area: its own root, or a root it holds as a child (Shopping holds the Buyer and
 * Seller areas, so the buyer centre lights 商城). */
export const isHeaderItemActive = (item: HeaderItem, activeRootId: string | undefined): boolean =>
  activeRootId !== undefined && (item.node.rootId === activeRootId || item.children.some((c) => c.node.rootId === activeRootId));

export function headerModel(input: HeaderInput): HeaderModel {
  // The public back office's pages (/unify/...) open in the unified tenant only; elsewhere the guard sends
  // them to Home, so they are no header menu there (the workbench button leads to them).
  const roots = input.map.roots.filter((n) => !n.hidden && (input.unified || !n.path?.startsWith(UNIFY_PATH)));
  const shopping = roots.find((n) => n.routeName === ROUTE.Shopping);
  // Shopping shows Buyer and Seller as children; they are hidden from the top level. In the menu registry
  // they are areas of their own (a role granting Shopping must not grant them), so the header adopts them.
  const underShopping = (n: MenuNode) => shopping !== undefined && (n.routeName === ROUTE.Buyer || n.routeName === ROUTE.Seller);
  const adopted = roots.filter(underShopping);

  const user = roots.filter((n) => n.routeName === ROUTE.User);
  const finance = roots.filter((n) => n.custom && n.label === FINANCE_MENU_NAME);
  const main = inOrder(roots.filter((n) => !n.custom && n.routeName !== ROUTE.User && !underShopping(n)), input.menuOrder);
  const customs = inOrder(roots.filter((n) => n.custom && n.label !== FINANCE_MENU_NAME), input.menuOrder);

  // Custom menus fill the remaining slots up to 4 in total; the rest go into 更多.
  const free = Math.max(0, HEADER_SLOTS - main.length);
  return {
    // A different fixed title for the public workbench tenant; no "test" tag, ever.
    title: input.unified ? MSG.header.unifiedTitle : input.systemName,
    logo: input.logo,
    // Home only for enterprise accounts with home permission not coming from the admin site.
    showHome: input.accountType === '2' && input.can(PERMISSION.home) && !input.fromAdmin,
    left: [...user, ...finance].map((n) => item(n)),
    right: [...main.map((n) => item(n, n === shopping ? adopted : [])), ...customs.slice(0, free).map((n) => item(n))],
    more: customs.slice(free).map((n) => item(n)),
  };
}
