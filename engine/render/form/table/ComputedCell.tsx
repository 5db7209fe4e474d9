// A computed, read-only cell (a line total: price x quantity), re-evaluated when its row or a form value
// it reads changes, shown with its value type (money by default).
import { useMemo } from 'react';
import { evaluate } from '../../../logic/evaluate';
import { useEngine } from '../../context';
import { compileValue } from '../../value-types/ValueView';
import { formScope, storeKeysOf, useStoreVersion } from '../live/live-scope';
import { pointerOf, type Path } from '../store';
import { useFormRuntime } from '../use-field';
import type { CellColumn } from './columns';

export function ComputedCell({ base, row, col }: { base: Path; row: number; col: CellColumn }) {
  const rt = useFormRuntime();
  const engine = useEngine();
  const rowPath = useMemo(() => [...base, row], [base, row]);
  const keys = useMemo(() => [`v:${pointerOf(rowPath)}`, ...storeKeysOf([col.compute], rt.computed)], [rowPath, col.compute, rt.computed]);
  useStoreVersion(rt.store, keys);
  const show = useMemo(() => compileValue({ field: col.field, valueType: col.valueType ?? 'money' }, undefined, col.label, engine), [col, engine]);
  const scope = { ...formScope(rt.store, rt.scope, rt.computed), row: rt.store.get(rowPath) };
  return <td data-computed={col.field}>{show(evaluate(col.compute, scope), scope)}</td>;
}
