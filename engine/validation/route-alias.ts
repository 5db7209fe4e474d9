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

/** An alias as written: a route part, plus `title`, `parent` and `hidden`, short for the meta entries. */
export interface AliasPart extends RoutePart {
  title?: string;
  parent?: string;
  hidden?: boolean;
}

const SHORT = ['title', 'parent', 'hidden'] as const;

/** The full route of an alias: the screen's route without its own name, path, menuId, redirect, mode and order,
 * overlaid with what the alias says (meta merged). A full alias expands to itself. */
export function expandAlias(route: RoutePart, alias: AliasPart): RoutePart {
  const { name: _n, path: _p, menuId: _m, redirect: _r, mode: _o, order: _s, meta: routeMeta, ...inherited } = route;
  const { title: _t, parent: _a, hidden: _h, meta, ...own } = alias;
  const short = Object.fromEntries(SHORT.filter((k) => alias[k] !== undefined).map((k) => [k, alias[k]]));
  return { ...inherited, ...own, meta: { ...routeMeta, ...meta, ...short } };
}

/** The screen's route and its aliases, expanded, in that order. */
export function routesOfScreen(screen: { route?: RoutePart; aliases?: AliasPart[] }): RoutePart[] {
  if (!screen.route) return [];
  return [screen.route, ...(screen.aliases ?? []).map((a) => expandAlias(screen.route!, a))];
}
