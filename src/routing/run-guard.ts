// Runs the pure decision against the live session: seeds the tenant from the query, performs the
// "prepare routes" and "load tenant" steps, shows certification warnings, and turns a redirect into an
// address. Returns the address to go to, or null to let the navigation through.
import type { GuardInput, GuardSession, TenantInfo } from './context';
import { decide } from './guard';
import { NOT_FOUND_ALIAS, NOT_FOUND_PATH, ROUTE } from './names';
import type { RouteIndex } from './route-index';
import { tenantFromQuery, type TenantIds } from './tenant-query';
import { href } from './href';
import type { Query, Target } from './types';

export interface GuardDeps {
  index: RouteIndex;
  session(): GuardSession;
  /** Spec 4: add the permitted routes (compute them from the authority list). */
  prepareRoutes(): void | Promise<void>;
  clearAccountChange(): void;
  /** Spec 4: load the tenant's global page config (not logged in, normal tenant). */
  loadTenantInfo(): Promise<TenantInfo>;
  /** Spec 2: tntId / idytpCd from the query seed the tenant. */
  seedTenant(ids: Partial<TenantIds>): Promise<void>;
  /** Spec 8: the certification warning (the caller shows each once at a time). */
  warn(message: string): void;
}

export const HOME_PATH = '/home';

export { href } from './href';

function resolve(index: RouteIndex, to: Target): { path: string; query: Query } | null {
  if ('path' in to) return { path: to.path, query: to.query ?? {} };
  const record = index.byName(to.name);
  // A rule may name a screen that does not exist yet: let the navigation through rather than loop.
  return record ? { path: record.path, query: to.query ?? {} } : null;
}

const MAX_STEPS = 4;

export async function runGuard(deps: GuardDeps, path: string, query: Query): Promise<string | null> {
  // Spec 2: "/" redirects to /home; /page-not-found is /404 (spec 8).
  if (path === '/' || path === '') return href(HOME_PATH, query);
  if (path === NOT_FOUND_ALIAS) return href(NOT_FOUND_PATH, query);

  const seed = tenantFromQuery(query, deps.session());
  if (seed) await deps.seedTenant(seed);

  const record = deps.index.match(path);
  // Spec 2: an unknown path redirects to /404. With no /404 screen yet, the shell shows its own notice.
  if (!record) return path === NOT_FOUND_PATH ? null : NOT_FOUND_PATH;

  let tenantInfo: TenantInfo | undefined;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const input: GuardInput = { to: { path, query, record }, session: deps.session(), tenantInfo };
    const decision = decide(input);
    switch (decision.kind) {
      case 'prepare-routes':
        await deps.prepareRoutes();
        continue;
      case 'load-tenant':
        tenantInfo = await deps.loadTenantInfo();
        continue;
      case 'allow':
        if (input.session.accountChange && (record.name === ROUTE.Home || record.name === ROUTE.UnifyHome)) deps.clearAccountChange();
        return null;
      case 'redirect': {
        if (decision.warning) deps.warn(decision.warning);
        const target = resolve(deps.index, decision.to);
        if (!target) return null;
        const next = href(target.path, target.query);
        return next === href(path, query) ? null : next;
      }
    }
  }
  return null;
}
