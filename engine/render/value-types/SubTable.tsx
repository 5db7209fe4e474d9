// valueType "table": an array of objects (the SKUs of a goods detail) as a small table; columns are
// properties of the items, each shown through the shared value types.
import { useMemo } from 'react';
import { readPath } from '../../logic/path';
import type { Scope } from '../../logic/types';
import type { EntitySchema } from '../../schema/entity';
import type { DisplayItem } from '../../schema/types';
import { useEngine } from '../context';
import { EMPTY } from './format';
import { compileValue } from './ValueView';

export function SubTable({ value, item, schema, label, scope }: { value: unknown; item: DisplayItem; schema: EntitySchema | undefined; label: string; scope: Scope }) {
  const engine = useEngine();
  const columns = useMemo(() => {
    const items = (schema?.items ?? {}) as EntitySchema;
    const raw = item.columns ?? Object.keys(items.properties ?? {});
    return raw.map((c) => {
      const col: DisplayItem = typeof c === 'string' ? { field: c } : c;
      const s = items.properties?.[col.field];
      const title = col.label ?? s?.title ?? col.field;
      return { col, title, show: compileValue(col, s, title, engine) };
    });
  }, [item.columns, schema?.items, engine]);
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  if (rows.length === 0) return <>{EMPTY}</>;
  return (
    <table className="scpr-table scpr-subtable" aria-label={label}>
      <thead>
        <tr>
          {columns.map(({ col, title }) => (
            <th key={col.field} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={String(row?.id ?? i)}>
            {columns.map(({ col, show }) => (
              <td key={col.field}>{show(readPath(row, col.field), { ...scope, row })}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
