// The live scope of a form: the outer scope, the form values, the answers of its `sources` (scope
// `sources`) and its `computed` values (scope `calc`), re-read only when a value an expression reads
// changes. Computed values (line totals, order totals, freight, discounts) are JSON-logic over the form:
// the browser shows them as the user types; the server recomputes them and is the authority.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { evaluate } from '../../../logic/evaluate';
import type { Logic, Scope } from '../../../logic/types';
import { varsOf } from '../../../logic/vars';
import type { Mapping } from '../../../schema/types';
import { pointerOf, type FormStore } from '../store';

/** The computed values in order: each may read the ones before it (`calc.goods` in `calc.total`). */
export function evaluateCalc(computed: Mapping | undefined, scope: Scope): Record<string, unknown> {
  const calc: Record<string, unknown> = {};
  for (const [name, expr] of Object.entries(computed ?? {})) calc[name] = evaluate(expr, { ...scope, calc });
  return calc;
}

/** The full scope of a form at this moment. */
export function formScope(store: FormStore, outer: Scope, computed: Mapping | undefined, extra: Scope = {}): Scope {
  const base = { ...outer, ...extra, form: store.getValues(), sources: store.sides() };
  return { ...base, calc: evaluateCalc(computed, base) };
}

/** The store keys an expression depends on: form paths ("v:/lines"), sources ("x:quote"); reading
 * `calc` means depending on whatever the computed values read. */
export function storeKeysOf(exprs: readonly (Logic | undefined)[], computed: Mapping | undefined): string[] {
  const vars = new Set<string>();
  for (const e of exprs) varsOf(e, vars);
  if ([...vars].some((v) => v === 'calc' || v.startsWith('calc.'))) for (const e of Object.values(computed ?? {})) varsOf(e, vars);
  const keys = new Set<string>();
  for (const v of vars) {
    const [root, ...rest] = v.split('.');
    if (root === 'form') keys.add(`v:${pointerOf(rest)}`);
    else if (root === 'sources') keys.add(`x:${rest[0] ?? ''}`);
  }
  return [...keys];
}

/** Subscribes to the keys and returns a version number that changes when any of them does. */
export function useStoreVersion(store: FormStore, keys: readonly string[]): number {
  const version = useRef(0);
  const joined = keys.join('|');
  const subscribe = useCallback(
    (cb: () => void) => {
      const offs = joined
        ? joined.split('|').map((k) =>
            store.subscribe(k, () => {
              version.current += 1;
              cb();
            }),
          )
        : [];
      return () => offs.forEach((off) => off());
    },
    [store, joined],
  );
  const get = () => version.current;
  return useSyncExternalStore(subscribe, get, get);
}
