// Column definitions for TanStack Table from the screen's columns: values through the shared value
// types, a selection column when batch actions exist, and an 操作 column for row actions.
import type { ColumnDef } from '@tanstack/react-table';
import { readPath } from '../../logic/path';
import type { Scope } from '../../logic/types';
import { fieldSchema, fieldTitle, type EntitySchema } from '../../schema/entity';
import type { Action, Column } from '../../schema/types';
import { ActionButton } from '../actions/ActionButton';
import type { EngineContext } from '../context';
import { compileValue } from '../value-types/ValueView';
import type { listFeatures } from './features';

export type Row = Record<string, unknown>;
export type ListColumn = ColumnDef<typeof listFeatures, Row>;
export interface ColumnMeta {
  label: string;
  align?: Column['align'];
  width?: number;
}

export function buildColumns(columns: Column[], entity: EntitySchema, scope: Scope, engine: EngineContext, opts: { selectable: boolean; rowActions: Action[] }): ListColumn[] {
  const defs: ListColumn[] = [];
  if (opts.selectable) {
    defs.push({
      id: '__select',
      enableSorting: false,
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label="全选"
          checked={table.getIsAllPageRowsSelected()}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => <input type="checkbox" aria-label="选择" checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />,
      meta: { label: '选择', width: 48 } satisfies ColumnMeta,
    });
  }
  for (const c of columns) {
    const schema = fieldSchema(entity, c.field);
    const label = c.label ?? fieldTitle(entity, c.field);
    const show = compileValue(c, schema, label, engine);
    defs.push({
      id: c.field,
      accessorFn: (row: Row) => readPath(row, c.field),
      enableSorting: !!c.sortable,
      sortDescFirst: false,
      header: label,
      cell: (info) => show(info.getValue(), c.link ? { ...scope, row: info.row.original } : scope),
      meta: { label, align: c.align, width: c.width } satisfies ColumnMeta,
    });
  }
  if (opts.rowActions.length) {
    defs.push({
      id: '__actions',
      enableSorting: false,
      header: '操作',
      cell: ({ row }) => {
        const rowScope = { ...scope, row: row.original };
        return opts.rowActions.map((a) => <ActionButton key={a.id} action={a} scope={rowScope} />);
      },
      meta: { label: '操作' } satisfies ColumnMeta,
    });
  }
  return defs;
}
