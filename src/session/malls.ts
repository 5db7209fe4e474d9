// Spec 6 and 7: the mall list is cached when non-empty; users see open malls of their account kind.
import { mallListAtom } from './atoms';
import type { Store } from './persistence';
import type { Mall } from './types';

/** Spec 7: a non-empty mall list is cached (ALL_MALL_LIST). */
export function cacheMallList(store: Store, malls: readonly Mall[] | null | undefined): void {
  if (malls && malls.length > 0) store.set(mallListAtom, [...malls]);
}

/** Spec 6: enterprise accounts see mall types 2 or 5 and above; personal accounts type 1; only mallStatus 1. */
export function visibleMalls(malls: readonly Mall[], accountType: number | string | undefined): Mall[] {
  const enterprise = String(accountType) === '2';
  return malls.filter((m) => {
    if (String(m.mallStatus) !== '1') return false;
    const t = Number(m.mallType);
    return enterprise ? t === 2 || t >= 5 : t === 1;
  });
}
