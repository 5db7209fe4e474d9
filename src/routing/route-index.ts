// Finding records by name and by path. Paths are static in the contract, but a path segment written
// ":id" matches anything, so detail routes with parameters still resolve.
import type { RouteRecord } from './types';

export interface RouteIndex {
  readonly records: readonly RouteRecord[];
  byName(name: string): RouteRecord | undefined;
  match(pathname: string): RouteRecord | undefined;
}

const trimSlash = (p: string): string => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

function matches(pattern: string, pathname: string): boolean {
  const a = trimSlash(pattern).split('/');
  const b = trimSlash(pathname).split('/');
  if (a.length !== b.length) return false;
  return a.every((seg, i) => seg.startsWith(':') || seg.toLowerCase() === (b[i] ?? '').toLowerCase());
}

export function createRouteIndex(records: readonly RouteRecord[]): RouteIndex {
  const names = new Map(records.map((r) => [r.name, r]));
  // Static paths before parameterised ones, so /a/new wins over /a/:id.
  const ordered = [...records].sort((x, y) => Number(x.path.includes(':')) - Number(y.path.includes(':')));
  return {
    records,
    byName: (name) => names.get(name),
    match: (pathname) => ordered.find((r) => matches(r.path, pathname)),
  };
}
