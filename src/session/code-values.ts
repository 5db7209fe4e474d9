// Spec 3: the code-value map, code type to entries exposed as value and label (from the code list call,
// spec 7: codeType, codeValue, codeValueName).
import type { KEYS, ResponseOf } from '../../api/client';
import type { CodeValueMap } from './types';

/** One row of the code list, as the catalogue's response schema says. */
export type CodeRow = ResponseOf<typeof KEYS.codeList>[number];
/** What the map tolerates: the row's fields by name, values of any type (a row without a type is skipped). */
type LooseCodeRow = { [K in keyof CodeRow]?: unknown };

export function toCodeValueMap(rows: readonly LooseCodeRow[] | null | undefined): CodeValueMap {
  const map: CodeValueMap = {};
  for (const r of rows ?? []) {
    if (typeof r.codeType !== 'string' || !r.codeType) continue;
    (map[r.codeType] ??= []).push({ value: String(r.codeValue ?? ''), label: String(r.codeValueName ?? '') });
  }
  return map;
}
