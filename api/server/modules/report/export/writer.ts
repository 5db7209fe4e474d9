// Writing one export, after the scheduler's transaction committed (never inside it: on PGlite's one
// connection a long transaction would stop every list while a file is written). exceljs's streaming
// WorkbookWriter writes each row as it comes into a stream the blob store stages to a temporary file, so
// memory holds one batch of rows, not the sheet. Between batches the export row is updated in a short
// transaction (progress, heartbeat) and read back: a cancelled export stops there and its bytes are dropped.
import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../../db';
import type { Deps } from '../../../core';
import { formatFen } from '../../../../../engine/validation';
import * as t from '../tables';
import { exportKind, type ExportColumn } from './kinds';

const x = t.reportExports;
export type ExportRow = typeof x.$inferSelect;
/** Rows read and written per batch. */
export const BATCH = 1000;
/** An .xlsx larger than this is refused (a 100,000-row export is about 6 MB). */
const MAX_BYTES = 512 * 1024 * 1024;
/** China time's offset: Excel's date-times have no zone, the sheet shows the time the list shows. */
const CHINA_MS = 8 * 3600_000;

const running = new Set<Promise<void>>();
/** Resolves when no export of this process is being written (tests; a graceful stop). */
export async function exportsIdle(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}

function cell(c: ExportColumn<unknown>, row: unknown): string | number | Date {
  const v = c.value(row);
  // Money is a number in the sheet (sums and sorts in Excel), from the one formatter: never fen / 100.
  if (c.type === 'money') return Number(formatFen(v as number));
  if (c.type === 'datetime') return new Date((v as Date).getTime() + CHINA_MS);
  return v;
}
const NUM_FMT: Record<string, string | undefined> = { money: '#,##0.00', datetime: 'yyyy-mm-dd hh:mm:ss', int: '0' };

class Cancelled extends Error {}

async function update(deps: Deps, e: ExportRow, set: Partial<ExportRow>): Promise<ExportRow | undefined> {
  return withTenant(deps.orm, e.tntId, async (tx) => {
    const [after] = await tx.update(x).set({ ...set, updatedAt: new Date(deps.clock.now()) }).where(and(eq(x.tntId, e.tntId), eq(x.exportId, e.exportId))).returning();
    return after;
  });
}

async function write(deps: Deps, e: ExportRow): Promise<void> {
  const kind = exportKind(e.kind);
  if (!kind) throw new Error(`unknown export kind ${e.kind}`);
  // Loaded here: only a process that writes an export pays for exceljs.
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const staging = deps.files.stage(out, MAX_BYTES);
  // A failure of the staging side must not leave the writer waiting on a stream nobody reads.
  staging.catch(() => out.destroy());
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(kind.title);
  sheet.columns = kind.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width, style: NUM_FMT[c.type] ? { numFmt: NUM_FMT[c.type]! } : {} }));
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  try {
    const owner = { tntId: e.tntId, accountId: e.accountId, companyId: e.companyId };
    for await (const rows of kind.rows(deps, owner, e.filters, BATCH)) {
      for (const r of rows) sheet.addRow(kind.columns.map((c) => cell(c as ExportColumn<unknown>, r))).commit();
      written += rows.length;
      const now = await update(deps, e, { written, heartbeatAt: new Date(deps.clock.now()) });
      if (!now || now.status === 'cancelled') throw new Cancelled();
    }
    sheet.commit();
    await book.commit();
    const staged = await staging;
    if (staged.truncated) {
      await deps.files.discard(staged);
      throw new Error('导出文件过大');
    }
    await deps.files.commit(staged);
    // Done unless cancelled meanwhile (the cancel wins: its answer told the user so).
    await withTenant(deps.orm, e.tntId, (tx) =>
      tx.update(x).set({ status: 'done', written, sha256: staged.sha256, size: staged.size, updatedAt: new Date(deps.clock.now()) })
        .where(and(eq(x.tntId, e.tntId), eq(x.exportId, e.exportId), eq(x.status, 'running'))));
  } catch (err) {
    out.destroy();
    await staging.then((s) => deps.files.discard(s)).catch(() => undefined);
    if (!(err instanceof Cancelled)) throw err;
  }
}

/** Starts writing an export in the background of this process; a failure is recorded on the export. */
export function startWriting(deps: Deps, e: ExportRow): void {
  const p = write(deps, e).catch(async (err: unknown) => {
    deps.log.warn({ err, exportId: e.exportId }, 'export failed');
    await update(deps, e, { status: 'failed', error: String((err as Error).message).slice(0, 200) }).catch(() => undefined);
  });
  running.add(p);
  void p.finally(() => running.delete(p));
}
