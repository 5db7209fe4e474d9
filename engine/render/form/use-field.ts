// Field-level subscriptions to the form store.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { test } from '../../logic/evaluate';
import type { Scope } from '../../logic/types';
import type { Condition, Mapping } from '../../schema/types';
import { formScope, storeKeysOf } from './live/live-scope';
import { pointerOf, type FormStore, type Path } from './store';

export interface FormRuntime {
  store: FormStore;
  /** The scope outside the form (route, query, session, dialog, data). */
  scope: Scope;
  /** The form's computed values (scope `calc`), evaluated in order over the live scope. */
  computed?: Mapping;
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

/** A condition over the live form scope (form, sources, calc); re-evaluated only when a value it reads changes. */
export function useFormCondition(store: FormStore, scope: Scope, condition: Condition | undefined, fallback: boolean, computed?: Mapping): boolean {
  const keys = condition === undefined ? '' : storeKeysOf([condition], computed).join('|');
  const subscribe = useCallback(
    (cb: () => void) => {
      const offs = keys ? keys.split('|').map((k) => store.subscribe(k, cb)) : [];
      return () => offs.forEach((off) => off());
    },
    [store, keys],
  );
  const get = () => (condition === undefined ? fallback : test(condition, formScope(store, scope, computed), fallback));
  return useSyncExternalStore(subscribe, get, get);
}
