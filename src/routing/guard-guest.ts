// Spec 4 "Routing guard, not logged in".
import type { GuardInput } from './context';
import { ROUTE } from './names';
import { withTenantQuery } from './tenant-query';
import type { Decision } from './types';

/** Spec 4: on the platform tenant only these are allowed, else unifyLogin. */
export const PLATFORM_GUEST_PAGES: ReadonlySet<string> = new Set([
  ROUTE.Login,
  ROUTE.Register,
  ROUTE.Retrieve,
  ROUTE.UnifyLogin,
  ROUTE.UnifyRegister,
  ROUTE.UnifyRetrieve,
  ROUTE.SetTntid,
  ROUTE.PaymentSuccess,
  ROUTE.PaymentFail,
]);

export function guardGuest({ to, session: s, tenantInfo }: GuardInput): Decision {
  const name = to.record?.name ?? '';

  if (s.platform) {
    return PLATFORM_GUEST_PAGES.has(name) ? { kind: 'allow' } : { kind: 'redirect', rule: 'platform-guest', to: { name: ROUTE.UnifyLogin } };
  }
  // Otherwise the global page config is loaded for the tenant.
  if (!tenantInfo) return { kind: 'load-tenant' };
  // A list of tenants returned (and none chosen yet): tenant selection.
  if (tenantInfo.tenantList.length > 0 && !s.tntId) {
    return name === ROUTE.SetTntid ? { kind: 'allow' } : { kind: 'redirect', rule: 'choose-tenant', to: { name: ROUTE.SetTntid } };
  }
  // No config at all: the tenant is unknown, so the only useful page is tenant selection.
  if (!tenantInfo.hasConfig) {
    return name === ROUTE.SetTntid ? { kind: 'allow' } : { kind: 'redirect', rule: 'no-config', to: { name: ROUTE.SetTntid } };
  }
  // Register is allowed (and tenant selection, to change tenant).
  if (name === ROUTE.Register || name === ROUTE.SetTntid) return { kind: 'allow' };
  // Retrieve and Login get the query added.
  if (name === ROUTE.Retrieve || name === ROUTE.Login) {
    const query = withTenantQuery(to.query, s);
    return query ? { kind: 'redirect', rule: 'tenant-query', to: { path: to.path, query } } : { kind: 'allow' };
  }
  // Anything else goes to Login.
  const query = withTenantQuery({}, s) ?? {};
  return { kind: 'redirect', rule: 'guest-login', to: { name: ROUTE.Login, query } };
}
