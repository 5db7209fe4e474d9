// Reading the kept fields back on start, writing them on change, and forgetting them on logout.
import type { createStore } from 'jotai';
import { FIELDS, type Field } from './field';

export type Store = ReturnType<typeof createStore>;

export interface Storages {
  local: Storage;
  session: Storage;
}

const browserStorages = (): Storages => ({ local: window.localStorage, session: window.sessionStorage });

const storageOf = (f: Field<unknown>, s: Storages): Storage | null => (f.keep === 'memory' ? null : f.keep === 'local' ? s.local : s.session);

/** Put what the storages hold into the store (page start). Unreadable entries are dropped. */
export function hydrate(store: Store, storages: Storages = browserStorages()): void {
  for (const f of FIELDS) {
    const storage = storageOf(f, storages);
    const raw = storage?.getItem(f.storageKey);
    if (raw == null) continue;
    try {
      store.set(f.atom, JSON.parse(raw));
    } catch {
      storage?.removeItem(f.storageKey);
    }
  }
}

/** Write every kept field whenever it changes. Returns the unsubscribe. */
export function persist(store: Store, storages: Storages = browserStorages()): () => void {
  const offs = FIELDS.map((f) => {
    const storage = storageOf(f, storages);
    if (!storage) return () => undefined;
    return store.sub(f.atom, () => {
      const value = store.get(f.atom);
      if (value === f.initial) storage.removeItem(f.storageKey);
      else storage.setItem(f.storageKey, JSON.stringify(value));
    });
  });
  return () => offs.forEach((off) => off());
}

/**
 * Spec 4: "all session data and caches are cleared". Every field returns to its empty value and its
 * storage entry is removed; only the seen app version stays (it is not session data).
 */
export function clearSession(store: Store, storages: Storages = browserStorages()): void {
  for (const f of FIELDS) {
    if (f.keepOnLogout) continue;
    store.set(f.atom, f.initial);
    storageOf(f, storages)?.removeItem(f.storageKey);
  }
}
