// Appending picked rows to a form array: each row mapped to an item (`map`, scope `row`), rows whose key
// is already in the array (or picked twice) left out.
import { readPath } from '../../../logic/path';
import type { Scope } from '../../../logic/types';
import type { PickerOptions } from '../../../schema/types';
import { mapValues } from '../../scope';

export const pickerRowKey = (p: PickerOptions): string => p.rowKey ?? 'id';
export const pickerItemKey = (p: PickerOptions): string => p.key ?? pickerRowKey(p);

/** The items to append, in the order picked, without duplicates by key. */
export function pickedItems(picker: PickerOptions, rows: readonly Record<string, unknown>[], existing: readonly unknown[], scope: Scope): Record<string, unknown>[] {
  const key = pickerItemKey(picker);
  const seen = new Set(existing.map((it) => String(readPath(it, key))));
  const out: Record<string, unknown>[] = [];
  for (const row of rows) {
    const item = picker.map ? mapValues(picker.map, { ...scope, row }) : { ...row };
    const k = String(readPath(item, key));
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}
