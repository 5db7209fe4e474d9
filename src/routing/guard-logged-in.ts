// Spec 4 "Routing guard, logged in", one rule per line, in the spec's order of precedence.
import { certificationRedirect, CERT_EXEMPT } from './certification';
import type { GuardInput } from './context';
import { ROUTE, UNIFY_PATH } from './names';
import { withTenantQuery } from './tenant-query';
import type { Decision } from './types';

const GUEST_PAGES: ReadonlySet<string> = new Set([ROUTE.Login, ROUTE.Register, ROUTE.Retrieve, ROUTE.UnifyLogin, ROUTE.UnifyRegister, ROUTE.UnifyRetrieve]);

/** Spec 1: tenant tags that switch tenant-specific behaviour. */
export const HOME_TO_MY_CENTER_TAGS: ReadonlySet<string> = new Set(['APPLE', 'CHINESE_MEDICINE']);

const go = (rule: string, name: string, warning?: string): Decision =>
  warning === undefined ? { kind: 'redirect', rule, to: { name } } : { kind: 'redirect', rule, to: { name }, warning };

export function guardLoggedIn({ to, session: s }: GuardInput): Decision {
  const name = to.record?.name;
  const home = s.platform ? ROUTE.UnifyHome : ROUTE.Home;

  // On first load the authorised routes are added and navigation repeated.
  if (!s.routesReady) return { kind: 'prepare-routes' };
  // ... and after an account switch the reloaded page opens Home.
  if (s.accountChange && name !== home) return go('account-change', home);
  if (!to.record || !name) return { kind: 'redirect', rule: 'unknown', to: { path: '/404' } };

  // Login, register and retrieve redirect to Home (normal tenant) or the unify home.
  if (GUEST_PAGES.has(name)) return go('guest-page', home);
  // SetTntid redirects to Home or unifyHome.
  if (name === ROUTE.SetTntid) return go('set-tenant', home);
  // /unify/ paths for a non-platform tenant go to Home.
  if (!s.platform && to.path.startsWith(UNIFY_PATH)) return go('unify-path', ROUTE.Home);
  // Personal accounts opening Home go to Shopping.
  if (name === ROUTE.Home && s.accountType === '1') return go('personal-home', ROUTE.Shopping);
  // Tenants tagged APPLE or CHINESE_MEDICINE landing on Home go to MyCenter.
  if (name === ROUTE.Home && HOME_TO_MY_CENTER_TAGS.has(s.tenantTag)) return go('tag-home', ROUTE.MyCenter);
  // Seller-authority users without the mall authority who open Shopping go to Seller.
  if (name === ROUTE.Shopping && s.authority.has(ROUTE.Seller) && !s.authority.has(ROUTE.ShoppingMall)) return go('seller-shopping', ROUTE.Seller);

  // A route name not in the authority list goes to page-not-found (notAuth / excludeAuth bypass, spec 6).
  const meta = to.record.meta ?? {};
  if (!meta.notAuth && !meta.excludeAuth && !s.authority.has(name)) return go('no-authority', ROUTE.PageNotFound);

  // Non-platform tenants: uncertified users go to EntCertify or MyCenter unless the target is exempt.
  if (!CERT_EXEMPT.has(name)) {
    const cert = certificationRedirect(s);
    if (cert) return go('certification', cert.name, cert.warning);
  }

  // Query idytpCd and tntId are added when missing.
  const query = withTenantQuery(to.query, s);
  if (query) return { kind: 'redirect', rule: 'tenant-query', to: { path: to.path, query } };
  return { kind: 'allow' };
}
