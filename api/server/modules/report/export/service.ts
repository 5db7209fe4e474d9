// Exports: started from a list with its filters (a row 'queued' and the scheduler's job 'report.export' in
// one transaction), run by the job off the request path (writer.ts), polled for progress, cancelled, and
// downloaded with a short-lived grant once done. An export is its starter's: another account, another
// enterprise or another tenant finds none (404).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { deploymentSecret, tenantRead, withTenant } from '../../../db';
import { fail, newId, scheduleJob, type Deps, type JobDecl, type JobDeps } from '../../../core';
import * as t from '../tables';
import { exportKind, type ExportOwner } from './kinds';
import { startWriting, type ExportRow } from './writer';
import { chinaDay } from '../range';

const x = t.reportExports;
export const EXPORT_JOB = 'report.export';
/** A running export not heard of this long (its process died) is started again by its job. */
const STALE_MS = 2 * 60_000;
/** How often the job looks at its export while it runs. */
const WATCH_MS = 60_000;
/** At most this many exports of one account wait or run at once. */
const MAX_OPEN = 3;
const GRANT_TTL_S = 3600;

const STATUS_NAMES: Record<string, string> = { queued: '排队中', running: '导出中', done: '已完成', failed: '导出失败', cancelled: '已取消' };

export async function startExport(deps: Deps, owner: ExportOwner, kind: string, filters: Record<string, unknown>) {
  const k = exportKind(kind);
  if (!k) throw fail('BAD_REQUEST', '不支持的导出类型');
  const total = await k.total(deps, owner, filters);
  const now = new Date(deps.clock.now());
  const exportId = newId();
  await withTenant(deps.orm, owner.tntId, async (tx) => {
    const open = await tx.select({ id: x.exportId }).from(x)
      .where(and(eq(x.tntId, owner.tntId), eq(x.accountId, owner.accountId), eq(x.status, 'queued'))).limit(MAX_OPEN);
    const runningRows = await tx.select({ id: x.exportId }).from(x)
      .where(and(eq(x.tntId, owner.tntId), eq(x.accountId, owner.accountId), eq(x.status, 'running'))).limit(MAX_OPEN);
    if (open.length + runningRows.length >= MAX_OPEN) throw fail('CONFLICT', `同时进行的导出不能超过${MAX_OPEN}个，请等待完成或取消后再试`);
    await tx.insert(x).values({
      tntId: owner.tntId, exportId, kind, accountId: owner.accountId, companyId: owner.companyId, filters, status: 'queued', total, written: 0,
      fileName: `${k.title}-${chinaDay(now.getTime()).replace(/-/g, '')}.xlsx`, error: '', createdAt: now, updatedAt: now,
    });
    await scheduleJob(tx, { tntId: owner.tntId, kind: EXPORT_JOB, refId: exportId, runAt: now });
  });
  return { exportId, status: 'queued' };
}

async function ownExport(deps: Deps, owner: ExportOwner, exportId: string): Promise<ExportRow> {
  const [e] = await tenantRead(deps.db, owner.tntId, (q) => q.select().from(x).where(and(eq(x.tntId, owner.tntId), eq(x.exportId, exportId))));
  if (!e || e.accountId !== owner.accountId || e.companyId !== owner.companyId) throw fail('NOT_FOUND', '导出任务不存在');
  return e;
}

const mac = (key: string, tntId: string, exportId: string, e: string) =>
  createHmac('sha256', key).update(`export\u0000${tntId}\u0000${exportId}\u0000${e}`).digest('hex').slice(0, 32);

async function stateOf(deps: Deps, e: ExportRow) {
  let url: string | null = null;
  if (e.status === 'done') {
    const exp = String((Math.floor(deps.clock.now() / 1000 / GRANT_TTL_S) + 2) * GRANT_TTL_S);
    const g = mac(await deploymentSecret(deps.db, 'export-grant'), e.tntId, e.exportId, exp);
    url = `/scpr/report/export/download?tntId=${encodeURIComponent(e.tntId)}&exportId=${e.exportId}&e=${exp}&g=${g}`;
  }
  return {
    exportId: e.exportId, status: e.status, statusNm: STATUS_NAMES[e.status] ?? e.status, total: e.total, written: e.written, fileName: e.fileName,
    url, error: e.error, done: ['done', 'failed', 'cancelled'].includes(e.status),
  };
}

export async function exportStatus(deps: Deps, owner: ExportOwner, exportId: string) {
  return stateOf(deps, await ownExport(deps, owner, exportId));
}

export async function cancelExport(deps: Deps, owner: ExportOwner, exportId: string) {
  await ownExport(deps, owner, exportId);
  const after = await withTenant(deps.orm, owner.tntId, async (tx) => {
    const [e] = await tx.select().from(x).where(and(eq(x.tntId, owner.tntId), eq(x.exportId, exportId))).for('update');
    if (e!.status !== 'queued' && e!.status !== 'running') throw fail('CONFLICT', `导出任务${STATUS_NAMES[e!.status]}，不能取消`);
    const [c] = await tx.update(x).set({ status: 'cancelled', updatedAt: new Date(deps.clock.now()) }).where(and(eq(x.tntId, owner.tntId), eq(x.exportId, exportId))).returning();
    return c!;
  });
  return stateOf(deps, after);
}

/** The file of a done export, when the grant holds; null otherwise (answered as not found). */
export async function exportFile(deps: Deps, tntId: string, exportId: string, q: { e: string; g: string }) {
  if (!/^\d{1,12}$/.test(q.e) || !/^[0-9a-f]{32}$/.test(q.g) || Number(q.e) * 1000 <= deps.clock.now()) return null;
  const want = mac(await deploymentSecret(deps.db, 'export-grant'), tntId, exportId, q.e);
  if (!timingSafeEqual(Buffer.from(want), Buffer.from(q.g))) return null;
  const [e] = await tenantRead(deps.db, tntId, (r) => r.select().from(x).where(and(eq(x.tntId, tntId), eq(x.exportId, exportId))));
  if (!e || e.status !== 'done' || !e.sha256) return null;
  const blob = await deps.files.open(e.sha256);
  return blob ? { name: e.fileName, ...blob } : null;
}

/** The job of one export: starts it (after commit) and watches it; a running export whose heartbeat
 * stopped (its process died) is started again from the start. */
export const exportJob: JobDecl = {
  kind: EXPORT_JOB,
  async run(tx, job, now, jobDeps: JobDeps) {
    const [e] = await tx.select().from(x).where(and(eq(x.tntId, job.tntId), eq(x.exportId, job.refId))).for('update');
    if (!e || !['queued', 'running'].includes(e.status)) return 'done';
    const watch = new Date(now.getTime() + WATCH_MS);
    if (e.status === 'running' && e.heartbeatAt && now.getTime() - e.heartbeatAt.getTime() < STALE_MS) return { retryAt: watch };
    const deps = jobDeps as Deps;
    if (!deps.db || !deps.files || !deps.log) throw new Error('the export job needs the database reader, the blob store and the log');
    const [claimed] = await tx.update(x).set({ status: 'running', written: 0, heartbeatAt: now, updatedAt: now })
      .where(and(eq(x.tntId, e.tntId), eq(x.exportId, e.exportId))).returning();
    return { afterCommit: async () => startWriting(deps, claimed!), retryAt: watch };
  },
};
