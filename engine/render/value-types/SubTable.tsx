// valueType "table": an array of objects (the SKUs of a goods detail) as a small table; columns are
// properties of the items, each shown through the shared value types. Amounts and counts are right
// aligned (Ant Design's table habit: digits line up); no rows is the table's own 暂无数据, as a list says.
import { useMemo } from 'react';
import { readPath } from '../../logic/path';
import type { Scope } from '../../logic/types';
import type { EntitySchema } from '../../schema/entity';
import type { DisplayItem } from '../../schema/types';
import { useEngine } from '../context';
import { EMPTY } from './format';
import { compileValue } from './ValueView';
import { valueTypeOf } from './resolve';

export function SubTable({ value, item, schema, label, scope }: { value: unknown; item: DisplayItem; schema: EntitySchema | undefined; label: string; scope: Scope }) {
  const engine = useEngine();
  const columns = useMemo(() => {
    const items = (schema?.items ?? {}) as EntitySchema;
    const raw = item.columns ?? Object.keys(items.properties ?? {});
    return raw.map((c) => {
      const col: DisplayItem = typeof c === 'string' ? { field: c } : c;
      const s = items.properties?.[col.field];
      const title = col.label ?? s?.title ?? col.field;
      const type = valueTypeOf(col, s);
      const numeric = type === 'money' || type === 'count' || (type === 'text' && (s?.type === 'number' || s?.type === 'integer'));
      return { col, title, numeric, show: compileValue(col, s, title, engine) };
    });
  }, [item.columns, schema?.items, engine]);
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  // Nothing at all (not even an empty list): the value types' dash, as any missing value.
  if (!Array.isArray(value)) return <>{EMPTY}</>;
  return (
    <table className="scpr-table scpr-subtable" aria-label={label}>
      <thead>
        <tr>
          {columns.map(({ col, title, numeric }) => (
            <th key={col.field} scope="col" className={numeric ? 'is-numeric' : undefined}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={String(row?.id ?? i)}>
            {columns.map(({ col, show, numeric }) => (
              <td key={col.field} className={numeric ? 'is-numeric' : undefined}>{show(readPath(row, col.field), { ...scope, row })}</td>
            ))}
          </tr>
        ))}
        {rows.length === 0 ? (
          <tr>
            <td className="scpr-table__empty" colSpan={columns.length}>暂无数据</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
