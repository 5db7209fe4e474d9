import { flexRender, type ReactTable } from '@tanstack/react-table';
import { Empty, ErrorState, Skeleton } from '../../ui/Empty';
import type { Row } from './columns';
import type { listFeatures } from './features';
import type { CellLook } from './pinned';

// Cells render by a direct call (no wrapper component per cell): 2000 cells add up.
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
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}
