// Field-level subscriptions to the form store.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { test } from '../../logic/evaluate';
import type { Scope } from '../../logic/types';
import { varsOf } from '../../logic/vars';
import type { Condition } from '../../schema/types';
import { pointerOf, type FormStore, type Path } from './store';

export interface FormRuntime {
  store: FormStore;
  /** The scope outside the form (route, query, session, dialog, data). */
  scope: Scope;
  /** Validates one field now (blur, or change while it shows an error). A path inside a field (a table
   * cell, /skus/0/price) updates that cell's message and the field's own, not its other cells'. */
  validateField(path: Path): void;
  /** Validates a field and updates the messages at exactly these pointers. */
  validateAt(field: string, pointers: readonly string[]): void;
}

const FormCtx = createContext<FormRuntime | null>(null);
export const FormRuntimeProvider = FormCtx.Provider;
export function useFormRuntime(): FormRuntime {
  const rt = useContext(FormCtx);
  if (!rt) throw new Error('form widgets must be rendered inside FormView');
  return rt;
}

export function useFieldValue<T = unknown>(store: FormStore, path: Path): T {
  const key = `v:${pointerOf(path)}`;
  const subscribe = useCallback((cb: () => void) => store.subscribe(key, cb), [store, key]);
  const get = () => store.get(path) as T;
  return useSyncExternalStore(subscribe, get, get);
}

export function useFieldError(store: FormStore, path: Path): string | undefined {
  const pointer = pointerOf(path);
  const subscribe = useCallback((cb: () => void) => store.subscribe(`e:${pointer}`, cb), [store, pointer]);
  const get = () => store.errorOf(pointer);
  return useSyncExternalStore(subscribe, get, get);
}

/** A condition over the scope and the form values; re-evaluated only when a `form.*` path it reads changes. */
export function useFormCondition(store: FormStore, scope: Scope, condition: Condition | undefined, fallback: boolean): boolean {
  const vars = condition === undefined ? '' : [...varsOf(condition)].filter((v) => v.startsWith('form.')).join('|');
  const subscribe = useCallback(
    (cb: () => void) => {
      const offs = vars ? vars.split('|').map((v) => store.subscribe(`v:${pointerOf(v.split('.').slice(1))}`, cb)) : [];
      return () => offs.forEach((off) => off());
    },
    [store, vars],
  );
  const get = () => (condition === undefined ? fallback : test(condition, { ...scope, form: store.getValues() }, fallback));
  return useSyncExternalStore(subscribe, get, get);
}
