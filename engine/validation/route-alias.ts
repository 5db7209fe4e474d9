// Route aliases (more routes to one screen: a goods form for add, edit and view) are written compactly:
// an alias says what differs from the screen's route, usually its name, path, mode, order and title.
// Shared by the engine (route table, menu, schemas:check) and the server's menu registry, so both read
// the same routes from a screen file.

export interface RoutePart {
  name?: string;
  path?: string;
  menuParent?: string;
  order?: number;
  menuId?: string;
  redirect?: string;
  mode?: string;
  meta?: Record<string, unknown>;
}

/** An alias as written: a route part, plus `title` and `parent` short for meta.title and meta.parent. */
export interface AliasPart extends RoutePart {
  title?: string;
  parent?: string;
}

/** The full route of an alias: the screen's route without its own name, path, menuId, redirect and mode,
 * overlaid with what the alias says (meta merged). A full alias expands to itself. */
export function expandAlias(route: RoutePart, alias: AliasPart): RoutePart {
  const { name: _n, path: _p, menuId: _m, redirect: _r, mode: _o, meta: routeMeta, ...inherited } = route;
  const { title, parent, meta, ...own } = alias;
  return {
    ...inherited,
    ...own,
    meta: { ...routeMeta, ...meta, ...(title !== undefined ? { title } : {}), ...(parent !== undefined ? { parent } : {}) },
  };
}

/** The screen's route and its aliases, expanded, in that order. */
export function routesOfScreen(screen: { route?: RoutePart; aliases?: AliasPart[] }): RoutePart[] {
  if (!screen.route) return [];
  return [screen.route, ...(screen.aliases ?? []).map((a) => expandAlias(screen.route!, a))];
}
