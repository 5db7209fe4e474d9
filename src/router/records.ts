// The route records, read from the screen files (docs/contracts.md section 3: the set of screen files is
// the route table). This is the seam the engine's registry replaces: when the engine lands, take the
// records from it (or from a build-time list of just the `route` parts, so the entry chunk does not carry
// every screen's JSON).
import type { RouteRecord } from '../routing';

const modules = import.meta.glob<{ route?: unknown }>(['../../schemas/**/*.json', '!../../schemas/entities/**'], { eager: true, import: 'default' });

const isRecord = (r: unknown): r is RouteRecord =>
  typeof r === 'object' && r !== null && typeof (r as RouteRecord).name === 'string' && typeof (r as RouteRecord).path === 'string';

export const ROUTE_RECORDS: readonly RouteRecord[] = Object.values(modules)
  .map((m) => m.route)
  .filter(isRecord);
