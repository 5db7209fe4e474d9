// Tenant resolution: tntId / idytpCd headers, then the same names in the query string (page addresses
// carry them: spec section 2), then the host name, then the deployment's default tenant (if any) for a
// host that names none. An explicit unknown tenant is always refused.
import type { FastifyRequest } from 'fastify';
import { HEADERS } from '../../catalogue';
import { fail, type Deps, type Tenant } from '../core';

const pick = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

export async function resolveTenant(req: FastifyRequest, deps: Deps, defaultTntId?: string): Promise<Tenant | null> {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const tntId = pick(req.headers[HEADERS.tntId]) ?? pick(q.tntId) ?? pick(q.tntid);
  const code = pick(req.headers[HEADERS.idytpCd]) ?? pick(q.idytpCd);
  const dir = deps.services.tenants;
  if (tntId) {
    const tenant = await dir.byTntId(tntId);
    if (!tenant || (code && code !== tenant.idytpCd)) throw fail('TENANT_UNKNOWN');
    return tenant;
  }
  if (code) {
    const tenant = await dir.byIdytpCd(code);
    if (!tenant) throw fail('TENANT_UNKNOWN');
    return tenant;
  }
  return (await dir.byHostName(req.hostname.replace(/:\d+$/, ''))) ?? (defaultTntId ? ((await dir.byTntId(defaultTntId)) ?? null) : null);
}
