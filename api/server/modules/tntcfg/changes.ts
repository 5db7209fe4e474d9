// The record of setting changes (who, when, what: before and after), and its page.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { newId, type Deps, type Principal } from '../../core';
import { formatDateTime } from '../../format';
import { actorName } from './actor';
import * as t from './tables';

export async function recordChange(tx: Tx, deps: Deps, p: Principal, area: 'page' | 'function', changes: t.SettingChange[]): Promise<void> {
  if (!changes.length) return;
  await tx.insert(t.tenantSettingChanges).values({
    tntId: p.tntId, changeId: newId(), area, changes, accountId: p.accountId, actorNm: await actorName(tx, p), changedAt: new Date(deps.clock.now()),
  });
}

const summary = (changes: t.SettingChange[]): string =>
  changes.map((c) => `${c.title}：${c.before || '（空）'} → ${c.after || '（空）'}`).join('；').slice(0, 1000);

/** The latest change of an area (who and when), for the settings pages' header line. */
export async function lastChange(tx: Tx, tntId: string, area: 'page' | 'function'): Promise<{ changedBy: string; changedAt: string | null }> {
  const [row] = await tx
    .select({ actorNm: t.tenantSettingChanges.actorNm, changedAt: t.tenantSettingChanges.changedAt })
    .from(t.tenantSettingChanges)
    .where(and(eq(t.tenantSettingChanges.tntId, tntId), eq(t.tenantSettingChanges.area, area)))
    .orderBy(desc(t.tenantSettingChanges.changedAt), desc(t.tenantSettingChanges.changeId))
    .limit(1);
  return { changedBy: row?.actorNm ?? '', changedAt: row ? formatDateTime(row.changedAt) : null };
}

export function changePage(deps: Deps, p: Principal, a: { pageNum: number; pageSize: number; area?: 'page' | 'function' }) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const where: SQL[] = [eq(t.tenantSettingChanges.tntId, p.tntId)];
    if (a.area) where.push(eq(t.tenantSettingChanges.area, a.area));
    const [{ n }] = (await tx.select({ n: count() }).from(t.tenantSettingChanges).where(and(...where))) as [{ n: number }];
    const rows = await tx
      .select()
      .from(t.tenantSettingChanges)
      .where(and(...where))
      .orderBy(desc(t.tenantSettingChanges.changedAt), desc(t.tenantSettingChanges.changeId))
      .limit(a.pageSize)
      .offset((a.pageNum - 1) * a.pageSize);
    return {
      total: Number(n),
      records: rows.map((r) => ({ changeId: r.changeId, area: r.area, summary: summary(r.changes), actorNm: r.actorNm, changedAt: formatDateTime(r.changedAt) })),
    };
  });
}
