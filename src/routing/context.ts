// What a guard decision depends on: the target and a snapshot of the session. Pure data, so every rule
// can be table-tested.
import type { AuthStatus, RealAuthFlags, TenantEntry } from '../session';
import type { Query, RouteRecord } from './types';

export interface GuardSession {
  isLogin: boolean;
  /** '1' personal, '2' enterprise. */
  accountType: string;
  /** Tenant admin (spec 6). */
  isTnt: boolean;
  authority: ReadonlySet<string>;
  /** The permitted routes were computed on this page load. */
  routesReady: boolean;
  /** Set by an account switch (spec 4). */
  accountChange: boolean;
  tntId: string;
  idytpCd: string;
  tenantTag: string;
  /** The tenant is the unified public workbench / platform tenant. */
  platform: boolean;
  realAuth: Pick<RealAuthFlags, 'ENT_REAL_AUTH' | 'PERSON_REAL_AUTH'>;
  authStatus: AuthStatus;
}

/** Spec 4: what loading the tenant's global page config found (not logged in, normal tenant). */
export interface TenantInfo {
  hasConfig: boolean;
  tenantList: readonly TenantEntry[];
}

export interface GuardInput {
  to: { path: string; query: Query; record: RouteRecord | undefined };
  session: GuardSession;
  /** Undefined until loaded on this navigation. */
  tenantInfo?: TenantInfo | undefined;
}
