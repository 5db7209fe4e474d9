// Form values that follow an expression over the live form (FieldItem.follow), usually a source's
// answer: the checkout's address (the quote's default, while the user has chosen none) and its orders,
// one per seller in the quote. A plain value is filled only while empty; an array is rebuilt from the
// expression's rows, each row matched by `key` keeping what the user entered in the item's own fields.
import { evaluate } from '../../../logic/evaluate';
import type { Scope } from '../../../logic/types';
import type { FieldItem, Mapping } from '../../../schema/types';
import { subItems } from '../derive';
import type { FormStore } from '../store';
import { formScope, storeKeysOf } from './live-scope';

type Item = Record<string, unknown>;
const isItem = (v: unknown): v is Item => typeof v === 'object' && v !== null && !Array.isArray(v);
const empty = (v: unknown) => v === undefined || v === null || v === '';

/** The new array: the given rows, each keeping the user's values of `own` fields from its match. */
export function followRows(rows: readonly unknown[], current: unknown, key: string | undefined, own: readonly string[]): Item[] {
  const before = Array.isArray(current) ? current.filter(isItem) : [];
  return rows.filter(isItem).map((row) => {
    const match = key === undefined ? undefined : before.find((b) => b[key] !== undefined && String(b[key]) === String(row[key]));
    if (!match) return row;
    const kept = Object.fromEntries(own.filter((f) => !empty(match[f])).map((f) => [f, match[f]]));
    return { ...row, ...kept };
  });
}

/** Keeps one field following its expression until stopped. */
export function runFollow(item: FieldItem, store: FormStore, outer: Scope, computed: Mapping | undefined): () => void {
  const follow = item.follow!;
  const path = [item.field];
  const own = subItems(item).map((s) => s.field);
  let last = '';
  const apply = () => {
    const next = evaluate(follow.value, formScope(store, outer, computed));
    const json = JSON.stringify(next ?? null);
    if (json === last) return; // what it follows did not change: the user's edits stand
    last = json;
    if (Array.isArray(next)) store.set(path, followRows(next, store.get(path), follow.key, own));
    else if (!empty(next) && empty(store.get(path))) store.set(path, next);
  };
  // Only what the expression reads, never the field itself: following must not undo the user's choice.
  const self = `v:/${item.field}`;
  const offs = storeKeysOf([follow.value], computed)
    .filter((k) => k !== self)
    .map((k) => store.subscribe(k, apply));
  apply();
  return () => offs.forEach((off) => off());
}
