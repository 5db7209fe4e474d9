// valueType "table": an array of objects (the SKUs of a goods detail) as a small table; columns are
// properties of the items, each shown through the shared value types. Amounts and counts are right
// aligned (Ant Design's table habit: digits line up); no rows is the table's own 暂无数据, as a list says.
// Tables that must line up (the checkout's table per seller) share one layout: a width per column
// (column-width.ts), drawn as a colgroup with a fixed table layout.
import { useMemo } from 'react';
import { readPath } from '../../logic/path';
import type { Scope } from '../../logic/types';
import type { EntitySchema } from '../../schema/entity';
import type { DisplayItem } from '../../schema/types';
import { useEngine } from '../context';
import { EMPTY } from './format';
import { compileValue } from './ValueView';
import { valueTypeOf } from './resolve';

/** The columns of a sub-table: its declared ones (bare names or items), else every property of the items. */
export function subTableColumns(item: DisplayItem, schema: EntitySchema | undefined): DisplayItem[] {
  const items = (schema?.items ?? {}) as EntitySchema;
  return (item.columns ?? Object.keys(items.properties ?? {})).map((c) => (typeof c === 'string' ? { field: c } : c));
}

export function SubTable({ value, item, schema, label, scope, widths }: {
  value: unknown;
  item: DisplayItem;
  schema: EntitySchema | undefined;
  label: string;
  scope: Scope;
  /** A shared layout: the width of each column (undefined: shares what is left), sharedColumnWidths. */
  widths?: readonly (number | undefined)[];
}) {
  const engine = useEngine();
  const columns = useMemo(() => {
    const items = (schema?.items ?? {}) as EntitySchema;
    return subTableColumns(item, schema).map((col) => {
      const s = items.properties?.[col.field];
      const title = col.label ?? s?.title ?? col.field;
      const type = valueTypeOf(col, s);
      const numeric = type === 'money' || type === 'count' || (type === 'text' && (s?.type === 'number' || s?.type === 'integer'));
      return { col, title, numeric, show: compileValue(col, s, title, engine) };
    });
  }, [item, schema, engine]);
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  // Nothing at all (not even an empty list): the value types' dash, as any missing value.
  if (!Array.isArray(value)) return <>{EMPTY}</>;
  return (
    <table className={widths ? 'scpr-table scpr-subtable scpr-subtable--shared' : 'scpr-table scpr-subtable'} aria-label={label}>
      {widths ? (
        <colgroup>
          {columns.map(({ col }, i) => (
            <col key={col.field} style={widths[i] === undefined ? undefined : { width: widths[i] }} />
          ))}
        </colgroup>
      ) : null}
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
