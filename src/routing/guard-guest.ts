// Spec 4 "Routing guard, not logged in".
import type { GuardInput } from './context';
import { ROUTE } from './names';
import { href } from './href';
import { withTenantQuery } from './tenant-query';
import type { Query } from './types';

/** Targets not worth coming back to after a login: Home is where it lands anyway. */
const NO_RETURN: ReadonlySet<string> = new Set([ROUTE.Home, ROUTE.PageNotFound]);

/** The target's query without the tenant (the login address carries it already). */
function stripTenant(query: Query): Query {
  const { tntId: _t, idytpCd: _i, ...rest } = query;
  return rest;
}
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
  ROUTE.PaymentPending,
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
  // Anything else goes to Login. The page asked for travels along (redirect), so that the login step can
  // go on to it instead of Home (our choice: the spec names no target after login).
  const query = { ...(withTenantQuery({}, s) ?? {}), ...(NO_RETURN.has(name) ? {} : { redirect: href(to.path, stripTenant(to.query)) }) };
  return { kind: 'redirect', rule: 'guest-login', to: { name: ROUTE.Login, query } };
}
