// The menu map of spec 4: permission entries merged with route records into one ordered tree.
import type { EmbedWay } from '../session';

/** Spec 4: headrMenu of everything under a custom root. */
export const CUSTOM_HEADR = 'Custom';

export interface MenuNode {
  menuId: string;
  /** The server's menu name (tenants rename menus); the screen's title for exempt routes. */
  label: string;
  /** Built-in menus: the route name (menuPath). */
  routeName?: string;
  /** Built-in menus: the route path from the screen file. */
  path?: string;
  parentId: string;
  /** Spec 4: found by walking up until the parent id is 0. */
  rootId: string;
  /** Spec 4: Custom under a custom root, else the root's menu path. */
  headrMenu: string;
  order: number;
  /** defMenu 0. */
  custom: boolean;
  webUrl: string;
  embedWay: EmbedWay | '';
  /** A custom menu whose address is one of this app's own pages (under the app's base, such as the
   * finance custom menu's /scprmall/finance): that page's route, opened in place rather than framing the
   * app inside itself. */
  appRoute?: string;
  hidden: boolean;
  icon?: readonly string[];
  /** In the permission list (false: an exempt route mounted with the default order 999). */
  authorised: boolean;
  children: MenuNode[];
  /** Spec 4: the first non-button, non-hidden child (its menuId). */
  redirect?: string;
}

export interface MenuMap {
  roots: MenuNode[];
  byId: ReadonlyMap<string, MenuNode>;
  byRoute: ReadonlyMap<string, MenuNode>;
  /** Spec 2.11: custom menus' web addresses, collected separately. */
  customUrls: ReadonlyMap<string, string>;
}
