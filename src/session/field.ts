// A session field: a jotai atom, where it is kept (spec 9), and its empty value. The registry lets
// hydrate/persist/clear treat every field alike, so a new field cannot be forgotten by logout.
import { atom, type PrimitiveAtom } from 'jotai';
import { STORAGE_KEYS } from './constants';

export type Keep = 'session' | 'local' | 'memory';

export interface Field<T> {
  readonly name: string;
  readonly atom: PrimitiveAtom<T>;
  readonly initial: T;
  readonly keep: Keep;
  /** The storage key (session fields: under the session cache prefix). */
  readonly storageKey: string;
  /** Survives logout (only the version the update notice was seen for). */
  readonly keepOnLogout: boolean;
}

export const FIELDS: Field<unknown>[] = [];

interface Options {
  keep: Keep;
  /** Local storage key when the spec names one. */
  key?: string;
  keepOnLogout?: boolean;
}

export function field<T>(name: string, initial: T, options: Options): PrimitiveAtom<T> {
  const a = atom(initial);
  a.debugLabel = name;
  const storageKey = options.keep === 'session' ? `${STORAGE_KEYS.sessionCache}:${name}` : (options.key ?? name);
  FIELDS.push({ name, atom: a as PrimitiveAtom<unknown>, initial, keep: options.keep, storageKey, keepOnLogout: options.keepOnLogout ?? false });
  return a;
}
