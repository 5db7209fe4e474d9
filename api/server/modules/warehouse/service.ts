// The tenant's warehouses for the platform operator: a page with filters, a detail with its status record,
// and the status moves of moves.ts, each in one transaction that locks the warehouse, checks the move
// against its current status (409 naming the status when another change came first) and records who,
// when and why.
import { and, asc, count, desc, eq, max, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern, given, withTenant } from '../../db';
import { fail, type Deps, type Principal } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { userTables } from '../user';
import { allowedMoves, moveTo, STATUS_NAME } from './moves';
import * as t from './tables';

const w = t.warehouses;
const h = t.warehouseStatusChanges;
type Row = typeof w.$inferSelect;

/** Use of the capacity as the list shows it: one decimal, "68.5%". */
const usageRate = (r: Row) => `${(Math.round((r.usedTons / r.capacityTons) * 1000) / 10).toFixed(1)}%`;

export const warehouseAnswer = (r: Row) => ({
  warehouseId: r.warehouseId, warehouseNo: r.warehouseNo, warehouseName: r.warehouseName, warehouseType: r.warehouseType, operatorName: r.operatorName,
  provinceCode: r.provinceCode, provinceName: r.provinceName, cityName: r.cityName, regionName: `${r.provinceName} ${r.cityName}`, address: r.address,
  capacityTons: r.capacityTons, usedTons: r.usedTons, usageRate: usageRate(r), contactName: r.contactName, contactPhone: r.contactPhone, status: r.status,
  note: r.note, createdAt: formatDateTime(r.createdAt), updatedAt: formatDateTime(r.updatedAt), actions: allowedMoves(r.status),
});

export interface PageBody {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  provinceCode?: string;
  warehouseType?: string;
  status?: string;
}

export async function warehousePage(read: TenantReads, tntId: string, body: PageBody) {
  const where: SQL[] = [eq(w.tntId, tntId)];
  const kw = given(body.keyword) ? body.keyword.trim() : '';
  if (kw) {
    const like = containsPattern(kw);
    where.push(or(sql`${w.warehouseName} ilike ${like}`, sql`${w.address} ilike ${like}`, sql`${w.contactName} ilike ${like}`, sql`${w.operatorName} ilike ${like}`, sql`${w.warehouseNo} ilike ${like}`)!);
  }
  if (given(body.provinceCode)) where.push(eq(w.provinceCode, body.provinceCode));
  if (given(body.warehouseType)) where.push(eq(w.warehouseType, body.warehouseType));
  if (given(body.status)) where.push(eq(w.status, body.status));
  const cond = and(...where);
  const [[total], rows] = await Promise.all([
    read.query((q) => q.select({ n: count() }).from(w).where(cond)),
    read.query((q) => q.select().from(w).where(cond).orderBy(asc(w.status), asc(w.warehouseNo)).limit(body.pageSize).offset((body.pageNum - 1) * body.pageSize)),
  ]);
  return { records: rows.map(warehouseAnswer), total: Number(total?.n ?? 0) };
}

export async function warehouseDetail(read: TenantReads, tntId: string, warehouseId: string) {
  const [[row], history] = await Promise.all([
    read.query((q) => q.select().from(w).where(and(eq(w.tntId, tntId), eq(w.warehouseId, warehouseId)))),
    read.query((q) => q.select().from(h).where(and(eq(h.tntId, tntId), eq(h.warehouseId, warehouseId))).orderBy(desc(h.seq))),
  ]);
  if (!row) throw fail('NOT_FOUND', '仓库不存在');
  return {
    ...warehouseAnswer(row),
    history: history.map((x) => ({ seq: x.seq, fromStatus: x.fromStatus, toStatus: x.toStatus, actorNm: x.actorNm, note: x.note, at: formatDateTime(x.at) })),
  };
}

export async function changeStatus(deps: Deps, p: Principal, body: { warehouseId: string; status: string; reason?: string }) {
  const reason = given(body.reason) ? body.reason.trim() : '';
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const [cur] = await tx.select().from(w).where(and(eq(w.tntId, p.tntId), eq(w.warehouseId, body.warehouseId))).for('update');
    if (!cur) throw fail('NOT_FOUND', '仓库不存在');
    const move = moveTo(cur.status, body.status);
    if (!move) {
      if (cur.status === body.status) throw fail('CONFLICT', `仓库已是“${STATUS_NAME[cur.status]}”状态`);
      throw fail('CONFLICT', `仓库当前为“${STATUS_NAME[cur.status]}”，不能变更为“${STATUS_NAME[body.status]}”`);
    }
    if (move.reason && !reason) throw fail('BAD_REQUEST', move.to === '2' ? '请输入暂停入库的原因' : '请输入停用的原因');
    const at = new Date(deps.clock.now());
    const [person] = await tx
      .select({ username: userTables.persons.username, phone: userTables.persons.phone })
      .from(userTables.persons)
      .where(and(eq(userTables.persons.tntId, p.tntId), eq(userTables.persons.personId, p.personId)));
    const [last] = await tx.select({ seq: max(h.seq) }).from(h).where(and(eq(h.tntId, p.tntId), eq(h.warehouseId, cur.warehouseId)));
    await tx.insert(h).values({
      tntId: p.tntId, warehouseId: cur.warehouseId, seq: Number(last?.seq ?? 0) + 1, fromStatus: cur.status, toStatus: move.to, actorId: p.accountId,
      actorNm: person?.username || person?.phone || p.accountId, note: reason, at,
    });
    const [row] = await tx.update(w).set({ status: move.to, updatedAt: at }).where(and(eq(w.tntId, p.tntId), eq(w.warehouseId, cur.warehouseId))).returning();
    return warehouseAnswer(row!);
  });
}
