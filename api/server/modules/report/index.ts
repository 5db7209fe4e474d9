// The report module's public face (docs/reports.md): the sale and purchase reports (per-day aggregate rows
// kept by the database in every order write's transaction, folded by the scheduler) and the exports of
// lists (durable jobs writing .xlsx files to the blob store).
import type { ServerModule } from '../../core';
import * as reportTables from './tables';
import { reportHandlers } from './routes';
import { foldDaysJob } from './fold';
import { exportJob } from './export/service';
import './export/order-kinds';

export { reportTables };
export const reportModule = {
  handlers: reportHandlers,
  tables: reportTables,
  jobs: [foldDaysJob, exportJob],
} satisfies ServerModule<'report'>;

export { registerExportKind, type ExportKind, type ExportColumn, type ExportOwner } from './export/kinds';
export { exportsIdle } from './export/writer';
export { foldDays, FOLD_DAYS_JOB } from './fold';
export { EXPORT_JOB } from './export/service';
