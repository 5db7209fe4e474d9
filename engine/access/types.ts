import type { Route, ScreenKind } from '../schema/types';
import type { applyScreenPatch, ScreenPatch } from './screen-patch';

/** A merge layer for one tenant (tntId) or every tenant carrying a tag (tntTag: APPLE, CHINESE_MEDICINE ...). */
export interface TenantLayer {
  tenant?: string;
  tag?: string;
  /** Route name -> patch of its route part; `{ "remove": true }` drops the route for this tenant. */
  routes?: Record<string, RoutePatch>;
  /** Route or dialog name -> strategic merge patch of the (normalized) screen. */
  screens?: Record<string, Record<string, unknown>>;
}
export type RoutePatch = Partial<Omit<Route, 'name' | 'meta'>> & { meta?: Partial<Route['meta']>; remove?: boolean };

/** Who is looking: the inputs of the access pipeline (session state of spec section 3). */
export interface AccessInput {
  tenant?: { id?: string; tags?: readonly string[] };
  layers?: readonly TenantLayer[];
  /** The disable list (contorValue, split on commas). */
  disabled?: readonly string[];
  /** Authority list: route names the user may open. */
  authority?: readonly string[];
  /** Button rights: permission menu paths. */
  buttons?: readonly string[];
  /** The tenant admin's screen patches by route or dialog name (applied after the prunes). */
  screenPatches?: Readonly<Record<string, ScreenPatch>>;
  /** The patch layer (screen-patch.ts applyScreenPatch), handed in by whoever loaded it: the app loads it
   * lazily with the patches, once logged in, so the login route never carries it (README "Bundle budget").
   * A screen with a patch and no layer is an error, never a silently unpatched screen. */
  applyScreenPatch?: typeof applyScreenPatch;
}

/** What the router and the menu need of a screen file, without loading it. */
export interface ScreenManifest {
  file: string;
  kind: ScreenKind;
  route?: Route;
  /** Further routes to the same screen (each with its own name, path and mode). */
  aliases?: Route[];
  /** Dialogs and drawers. */
  name?: string;
  permissions?: Record<string, string>;
}

export interface RouteEntry {
  name: string;
  path: string;
  kind: ScreenKind;
  file: string;
  meta: Route['meta'];
  menuParent?: string;
  order: number;
  menuId: string;
  /** area/group: where to go (route name). */
  redirect?: string;
  /** The mode the screen is opened in through this route (scope `route.mode`). */
  mode?: string;
  /** An alias: the name of the screen's own route (what loads it and what tenant screen patches address). */
  screen?: string;
}

export interface MenuNode {
  name: string;
  menuId: string;
  title: string;
  icon?: [string, string];
  path: string;
  order: number;
  children: MenuNode[];
}

export interface AccessResult {
  routes: RouteEntry[];
  menu: MenuNode[];
}
