import type { ReactNode } from 'react';
import type { ReactTable } from '@tanstack/react-table';
import { Empty, ErrorState, Skeleton } from '../../ui/Empty';
import type { Row } from './columns';
import type { listFeatures } from './features';
import type { CellLook } from './pinned';

/** A failed first load: its message and how to ask again. */
export interface LoadFailure {
  message: string;
  retry: () => void;
}

export function TableBody({ table, looks, columnCount, empty, loading, failed }: { table: ReactTable<typeof listFeatures, Row, unknown>; looks: Record<string, CellLook>; columnCount: number; empty: string; loading: boolean; failed?: LoadFailure }) {
  const rows = table.getRowModel().rows;
  if (rows.length === 0) {
    return (
      <tbody>
        <tr>
          <td className="scpr-table__empty" colSpan={columnCount}>
            {loading ? <Skeleton rows={3} title={false} /> : failed ? <ErrorState message={failed.message} onRetry={failed.retry} /> : <Empty description={empty} />}
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id} aria-selected={row.getIsSelected() || undefined}>
          {row.getAllCells().map((cell) => {
            const look = looks[cell.column.id];
            return (
              <td key={cell.id} className={look?.className} style={look?.body}>
                {renderCell(cell.column.columnDef.cell, cell.getContext() as unknown)}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}

/** A cell's content: its render function called in place (columns.tsx: plain functions, no hooks), no
 * wrapper component per cell (2000 cells add up).
 * flexRender would draw it as a component, whose type is the function: the columns are built again
 * whenever the scope changes (a reload, a query), each build a new type, and React then remounts every
 * cell, closing a row's open confirmation (确认收款 vanished under the user's pointer) and losing its state. */
function renderCell(def: unknown, ctx: unknown): ReactNode {
  return typeof def === 'function' ? (def as (c: unknown) => ReactNode)(ctx) : (def as ReactNode);
}
