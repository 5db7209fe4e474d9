// Spec 4: what changing the tenant does, as a plan (pure) and its execution with a caller.
import { KEYS, type CallKey, type CallOptions, type PayloadOf, type ResponseOf } from '../../api/client';
import { disabledListAtom, globalPageConfigAtom, idytpCdAtom, tenantTagAtom, tntIdAtom } from './atoms';
import type { Store } from './persistence';
import { parseDisabledList } from './rights';
import type { GlobalPageConfig } from './types';

/** api/client's call, as the session rules use it. */
export type Caller = <K extends CallKey>(key: K, payload: PayloadOf<K>, options?: CallOptions) => Promise<ResponseOf<K>>;

/** Empty or the default (unify) tenant. */
export const isDefaultTenant = (tntId: string | undefined, unifyTenantId: string): boolean => !tntId || tntId === unifyTenantId;

export interface TenantChangePlan {
  disabledList: 'reload' | 'clear';
  /** Spec 4: a non-default tenant reloads its tag. For the default tenant the tag is cleared (our choice:
   * a previous tenant's APPLE tag must not follow the user to the platform). */
  tenantTag: 'reload' | 'clear';
}

export function tenantChangePlan(tntId: string, unifyTenantId: string): TenantChangePlan {
  return isDefaultTenant(tntId, unifyTenantId) ? { disabledList: 'clear', tenantTag: 'clear' } : { disabledList: 'reload', tenantTag: 'reload' };
}

/** Spec 4: no config and a non-default tenant: fetch it; the default tenant: clear it. */
export function pageConfigPlan(config: GlobalPageConfig | null, tntId: string, unifyTenantId: string): 'fetch' | 'clear' | 'keep' {
  if (isDefaultTenant(tntId, unifyTenantId)) return 'clear';
  return config ? 'keep' : 'fetch';
}

/** Store the tenant, then reload or clear the disabled list and the tag (spec 4 and 7). */
export async function changeTenant(store: Store, call: Caller, tntId: string, unifyTenantId: string): Promise<void> {
  store.set(tntIdAtom, tntId);
  const plan = tenantChangePlan(tntId, unifyTenantId);
  const ids = { idytpCd: store.get(idytpCdAtom), tntId };
  const jobs: Promise<void>[] = [];
  if (plan.disabledList === 'clear') store.set(disabledListAtom, []);
  else
    jobs.push(
      call(KEYS.disabledList, ids).then(
        (r) => store.set(disabledListAtom, parseDisabledList(r?.contorValue)),
        // Spec 7: a code other than '0' clears the list.
        () => store.set(disabledListAtom, []),
      ),
    );
  if (plan.tenantTag === 'clear') store.set(tenantTagAtom, '');
  else
    jobs.push(
      call(KEYS.tenantTag, ids).then(
        (r) => store.set(tenantTagAtom, r?.tntTag ?? ''),
        // Spec 7: a failed tenant-tag call clears the tag.
        () => store.set(tenantTagAtom, ''),
      ),
    );
  await Promise.all(jobs);
}

/** Spec 4: the default tenant has no page config of its own. */
export function clearPageConfigIfDefault(store: Store, unifyTenantId: string): void {
  if (pageConfigPlan(store.get(globalPageConfigAtom), store.get(tntIdAtom), unifyTenantId) === 'clear') store.set(globalPageConfigAtom, null);
}
