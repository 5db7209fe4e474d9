// The engine's navigation (NavigateTo) carried out by the app: a route by name (its path, with params
// filled in), a path of the app, back, or an external address opened in a new window with the tenant and
// tokens appended (spec 2.10 and 7).
import type { NavigateTo } from '../../engine';
import { href, type Query, type RouteIndex } from '../routing';

export interface NavigationDeps {
  index: RouteIndex;
  /** react-router's navigate (a path of the app, or -1). */
  go: (to: string | number, options?: { replace?: boolean }) => void;
  openExternal: (url: string) => void;
  notFound: () => void;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

function query(values: Record<string, unknown> | undefined): Query {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values ?? {})) if (text(v) !== '') out[k] = text(v);
  return out;
}

/** "/a/:id" with { id: 7 } -> "/a/7". */
function fill(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(text(params?.[name])));
}

/** The address of a target inside the app, or null (unknown route name, external address). */
export function appHref(to: NavigateTo, index: RouteIndex): string | null {
  let path = to.path;
  if (to.name) {
    const record = index.byName(to.name);
    if (!record) return null;
    path = fill(record.path, to.params);
  }
  if (!path || /^https?:\/\//i.test(path)) return null;
  return href(path, query(to.query));
}

/** An app path as the browser must see it: under the router's base (/scprmall). An address without the
 * base, opened in a new tab, reaches the server's API fallback instead of the app (issue 14: 接口不存在). */
export const withBase = (root: string, path: string): string => (path.startsWith('/') ? `${root.replace(/\/+$/, '')}${path}` : path);

export function createNavigate(d: NavigationDeps): (to: NavigateTo) => void {
  return (to) => {
    if (to.back) {
      d.go(-1);
      return;
    }
    if (to.path && /^https?:\/\//i.test(to.path)) {
      d.openExternal(href(to.path, query(to.query)));
      return;
    }
    const target = appHref(to, d.index);
    if (target === null) d.notFound();
    else d.go(target, to.replace ? { replace: true } : undefined);
  };
}
