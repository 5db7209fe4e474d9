// Column definitions for TanStack Table from the screen's columns: values through the shared value
// types, a selection column when batch actions exist, and an 操作 column for row actions. How wide each
// column is: listColumnLayout (text columns share the spare width; the 操作 column fits its buttons).
import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { readPath } from '../../logic/path';
import type { Scope } from '../../logic/types';
import { fieldSchema, fieldTitle, type EntitySchema } from '../../schema/entity';
import type { Action, Column } from '../../schema/types';
import { ActionButton } from '../actions/ActionButton';
import { Checkbox } from '../../ui/Checkbox';
import { Ellipsis } from '../../ui/Tooltip';
import type { EngineContext } from '../context';
import { listColumnLayout } from '../value-types/column-width';
import { compileValue } from '../value-types/ValueView';
import type { listFeatures } from './features';
import type { TreeInfo } from './tree-rows';

export type Row = Record<string, unknown>;
export type ListColumn = ColumnDef<typeof listFeatures, Row>;
export interface ColumnMeta {
  label: string;
  align?: Column['align'];
  /** A fixed width (a picture, money, a count, a date, a status; the selection column). */
  width?: number;
  /** The least width: a text column's floor, and every column's while the list scrolls (ListBody.scroll). */
  minWidth?: number;
  /** As narrow as its content allows (the 操作 column: its buttons on one line). */
  fit?: boolean;
  /** Pinned at that edge (pinned.ts). */
  fixed?: Column['fixed'];
  /** scpr-col--select / scpr-col--actions (engine/ui/styles/data.css). */
  className?: string;
}

/** Tree lists: where a row sits, and how its toggle opens or closes it. */
export interface TreeColumnOptions {
  info(row: Row): TreeInfo | undefined;
  toggle(key: string): void;
}

/** The first column of a tree list: indented by depth, with a ▸/▾ button (aria-expanded) on nodes with children. */
function treeCell(tree: TreeColumnOptions, row: Row, content: ReactNode): ReactNode {
  const at = tree.info(row);
  if (!at) return content;
  return (
    <span className="scpr-tree-cell" style={{ paddingLeft: at.depth * 20 }}>
      {at.hasChildren ? (
        <button type="button" className="scpr-tree-toggle" aria-expanded={at.expanded} aria-label={at.expanded ? '收起' : '展开'} onClick={() => tree.toggle(at.key)}>
          {at.expanded ? '▾' : '▸'}
        </button>
      ) : (
        <span className="scpr-tree-spacer" aria-hidden />
      )}
      {content}
    </span>
  );
}

export function buildColumns(
  columns: Column[],
  entity: EntitySchema,
  scope: Scope,
  engine: EngineContext,
  opts: { selectable: boolean; rowActions: Action[]; tree?: TreeColumnOptions; fixedActions?: boolean; scroll?: boolean },
): ListColumn[] {
  const defs: ListColumn[] = [];
  if (opts.selectable) {
    defs.push({
      id: '__select',
      enableSorting: false,
      header: ({ table }) => (
        <Checkbox
          aria-label="全选"
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          onChange={(on) => table.toggleAllPageRowsSelected(on)}
        />
      ),
      cell: ({ row }) => <Checkbox aria-label="选择" checked={row.getIsSelected()} onChange={(on) => row.toggleSelected(on)} />,
      meta: { label: '选择', width: 48, fixed: 'left', className: 'scpr-col--select' } satisfies ColumnMeta,
    });
  }
  for (const [i, c] of columns.entries()) {
    const schema = fieldSchema(entity, c.field);
    const label = c.label ?? fieldTitle(entity, c.field);
    const show = compileValue(c, schema, label, engine);
    const tree = i === 0 ? opts.tree : undefined;
    const { grows, ...layout } = listColumnLayout(c, schema, !!opts.scroll);
    defs.push({
      id: c.field,
      accessorFn: (row: Row) => readPath(row, c.field),
      enableSorting: !!c.sortable,
      sortDescFirst: false,
      header: label,
      cell: (info) => {
        const raw = show(info.getValue(), c.link || c.marks ? { ...scope, row: info.row.original } : scope);
        // Long text on one line, cut with … and whole in a tooltip (Column.ellipsis). A flowing column with
        // a width grows from it: the text fills the cell; else the cut is at the width less its padding.
        const value = info.getValue();
        const content =
          c.ellipsis && (typeof value === 'string' || typeof value === 'number') ? (
            <Ellipsis text={String(value)} fill={grows && c.width !== undefined} maxWidth={c.width ? c.width - 24 : 240}>
              {raw}
            </Ellipsis>
          ) : (
            raw
          );
        return tree ? treeCell(tree, info.row.original, content) : content;
      },
      meta: { label, align: c.align, ...layout, fixed: c.fixed } satisfies ColumnMeta,
    });
  }
  if (opts.rowActions.length) {
    defs.push({
      id: '__actions',
      enableSorting: false,
      header: '操作',
      cell: ({ row }) => {
        const rowScope = { ...scope, row: row.original };
        return opts.rowActions.map((a) => <ActionButton key={a.id} action={a} scope={rowScope} inline />);
      },
      meta: { label: '操作', fit: true, fixed: opts.fixedActions === false ? undefined : 'right', className: 'scpr-col--actions' } satisfies ColumnMeta,
    });
  }
  return defs;
}
