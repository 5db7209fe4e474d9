// Spec 3: the code-value map, code type to entries exposed as value and label (from the code list call,
// spec 7: codeType, codeValue, codeValueName).
import type { CodeValueMap } from './types';

export interface CodeRow {
  codeType?: string;
  codeValue?: string | number;
  codeValueName?: string;
}

export function toCodeValueMap(rows: readonly CodeRow[] | null | undefined): CodeValueMap {
  const map: CodeValueMap = {};
  for (const r of rows ?? []) {
    if (!r.codeType) continue;
    (map[r.codeType] ??= []).push({ value: String(r.codeValue ?? ''), label: r.codeValueName ?? '' });
  }
  return map;
}
