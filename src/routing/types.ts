// The part of a screen file the router reads (docs/contracts.md section 3). Guards and menus are
// written against this small type, so they work with whatever screens the engine renders.
import type { RouteMeta as EngineRouteMeta } from '../../engine/schema';

/** The engine's route meta (the one definition, engine/schema); records built in tests may leave out the title. */
export type RouteMeta = Partial<EngineRouteMeta>;

export interface RouteRecord {
  /** Unique; the authority list and menuPath use it. */
  name: string;
  /** Always the full path, without the /scprmall base. */
  path: string;
  /** The group or area root it sits under in the menu; absent = top level. */
  menuParent?: string;
  /** menuOrderno among its siblings. */
  order?: number;
  /** Default "m_" + name. */
  menuId?: string;
  /** The screen file's kind (area and group only route to their children). */
  kind?: string;
  meta?: RouteMeta;
}

export type Query = Readonly<Record<string, string>>;

/** Where a guard sends the user: a route by name, or a path (for /404 when nothing matched). */
export type Target = { name: string; query?: Query } | { path: string; query?: Query };

export type Decision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: Target; warning?: string; rule: string }
  /** Logged in, first load: compute the permitted routes, then decide again (spec 4). */
  | { kind: 'prepare-routes' }
  /** Not logged in, normal tenant: load the tenant's global page config, then decide again (spec 4). */
  | { kind: 'load-tenant' };
