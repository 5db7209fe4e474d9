// Spec 4: after login the permitted routes are added: public ones, ones that skip the authority check,
// and those the authority list names.
import type { RouteRecord } from './types';

export function permittedRoutes(records: readonly RouteRecord[], authority: ReadonlySet<string>): RouteRecord[] {
  return records.filter((r) => r.meta?.notAuth || r.meta?.excludeAuth || authority.has(r.name));
}
