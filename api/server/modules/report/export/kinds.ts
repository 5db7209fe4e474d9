// What an export writes: per kind, the sheet's columns (Chinese headers, a type each: text, money as a
// number shown as money, a date-time as a date) and the rows of the list it was started from, walked by key
// with the filters the list had. Kinds are registered by name, so any list can be exported by declaring its
// kind here (or from another module through registerExportKind) and an `export` action in its screen.
import type { Deps } from '../../../core';
import type { ReportFilters } from '../orders';

export type CellType = 'text' | 'money' | 'datetime' | 'int';
export interface ExportColumn<R> {
  header: string;
  width: number;
  type: CellType;
  /** The cell: text, integer fen for money, a Date for a date-time, an integer. */
  value: (row: R) => string | number | Date;
}

/** Who started the export (the rows are theirs: the same scope as their list). */
export interface ExportOwner {
  tntId: string;
  accountId: string;
  companyId: string | null;
}

export interface ExportKind<R = never> {
  /** The file's name before the date (销售订单 -> 销售订单-20261127.xlsx). */
  title: string;
  columns: readonly ExportColumn<R>[];
  /** The rows to write, batch by batch, in the list's order. */
  rows: (deps: Deps, owner: ExportOwner, filters: ReportFilters & Record<string, unknown>, batch: number) => AsyncIterable<R[]>;
  /** How many rows that will be (the progress bar's 100%). */
  total: (deps: Deps, owner: ExportOwner, filters: ReportFilters & Record<string, unknown>) => Promise<number>;
}

const kinds = new Map<string, ExportKind<unknown>>();

export function registerExportKind<R>(name: string, kind: ExportKind<R>): void {
  if (kinds.has(name)) throw new Error(`export kind ${name} registered twice`);
  kinds.set(name, kind as unknown as ExportKind<unknown>);
}

export function exportKind(name: string): ExportKind<unknown> | undefined {
  return kinds.get(name);
}
