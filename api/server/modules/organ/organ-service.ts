// Departments of an enterprise (organ-setting, plat-organ-setting, organ-detail; issue 32 item 3): a tree
// kept by the enterprise's admin (the platform's own for a tenant admin); accounts sit in one.
import { and, count, eq, inArray } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, newId, type Deps, type Principal } from '../../core';
import { userTables } from '../user';
import type { Reader } from '../permission';
import { companyScope, ownCompany } from './access';
import * as t from './tables';

const o = t.organs;
const c = userTables.companies;
const a = userTables.accounts;
type OrganRow = typeof o.$inferSelect;

interface OrganView {
  organId: string; parentId: string; parentNm: string; organNm: string; leaderNm: string; phone: string; sortNo: number;
  accountCount: number; companyId: string; companyNm: string; createdAt: string; children: OrganView[];
}

async function companyName(tx: Reader, tntId: string, companyId: string): Promise<string> {
  const [row] = await tx.select({ nm: c.companyNm }).from(c).where(and(eq(c.tntId, tntId), eq(c.companyId, companyId)));
  if (!row) throw fail('NOT_FOUND', '企业不存在');
  return row.nm;
}

async function memberCounts(tx: Reader, tntId: string, organIds: string[]): Promise<Map<string, number>> {
  if (organIds.length === 0) return new Map();
  const rows = await tx.select({ id: a.organId, n: count() }).from(a).where(and(eq(a.tntId, tntId), inArray(a.organId, organIds))).groupBy(a.organId);
  return new Map(rows.map((x) => [String(x.id), Number(x.n)]));
}

function views(rows: OrganRow[], counts: Map<string, number>, companyNm: string): OrganView[] {
  const names = new Map(rows.map((x) => [x.organId, x.organNm]));
  return rows.map((x) => ({
    organId: x.organId, parentId: x.parentId, parentNm: names.get(x.parentId) ?? '', organNm: x.organNm, leaderNm: x.leaderNm, phone: x.phone,
    sortNo: x.sortNo, accountCount: counts.get(x.organId) ?? 0, companyId: x.companyId, companyNm, createdAt: x.createdAt.toISOString(), children: [],
  }));
}

/** The enterprise's departments as a tree (a handful per enterprise: answered whole). A read handler's:
 * `tx` reads the caller's tenant (organ/reads.ts). */
export function organTree(tx: Reader, pr: Principal, asked?: string) {
  const companyId = companyScope(pr, asked);
  return (async () => {
    const companyNm = await companyName(tx, pr.tntId, companyId);
    const rows = await tx.select().from(o).where(and(eq(o.tntId, pr.tntId), eq(o.companyId, companyId))).orderBy(o.sortNo, o.organNm);
    const all = views(rows, await memberCounts(tx, pr.tntId, rows.map((x) => x.organId)), companyNm);
    const byId = new Map(all.map((v) => [v.organId, v]));
    const roots: OrganView[] = [];
    for (const v of all) {
      const parent = byId.get(v.parentId);
      if (parent) parent.children.push(v);
      else roots.push(v);
    }
    return roots;
  })();
}

/** A department the caller may see: its own enterprise's, any for the platform; else 404. */
async function organInScope(tx: Reader, pr: Principal, organId: string): Promise<OrganRow> {
  const [row] = await tx.select().from(o).where(and(eq(o.tntId, pr.tntId), eq(o.organId, organId)));
  if (!row || (!pr.isTnt && row.companyId !== pr.companyId)) throw fail('NOT_FOUND', '部门不存在');
  return row;
}

async function one(tx: Reader, pr: Principal, organId: string): Promise<OrganView> {
  const row = await organInScope(tx, pr, organId);
  const [parent] = row.parentId === '0' ? [] : await tx.select({ nm: o.organNm }).from(o).where(and(eq(o.tntId, pr.tntId), eq(o.organId, row.parentId)));
  const [v] = views([row], await memberCounts(tx, pr.tntId, [organId]), await companyName(tx, pr.tntId, row.companyId));
  return { ...v!, parentNm: parent?.nm ?? '' };
}

export function organDetail(q: Reader, pr: Principal, organId: string) {
  return one(q, pr, organId);
}

export interface OrganBody {
  organId?: string;
  parentId?: string;
  organNm: string;
  leaderNm?: string;
  phone?: string;
  sortNo?: number;
}

/** Adds or changes a department of the caller's own enterprise (the platform's own for a tenant admin). */
export function organSave(deps: Deps, pr: Principal, b: OrganBody) {
  const companyId = ownCompany(pr);
  const organNm = b.organNm.trim();
  if (!organNm) throw fail('BAD_REQUEST', '请输入部门名称');
  return withTenant(deps.orm, pr.tntId, async (tx) => {
    const parentId = b.parentId ?? '0';
    if (parentId !== '0') {
      const parent = await organInScope(tx, pr, parentId);
      if (parent.companyId !== companyId) throw fail('NOT_FOUND', '上级部门不存在');
      // A department cannot move below itself or its own children.
      for (let up: string = parent.organId; up !== '0'; ) {
        if (up === b.organId) throw fail('CONFLICT', '上级部门不能是本部门或其下级部门');
        const [next] = await tx.select({ p: o.parentId }).from(o).where(and(eq(o.tntId, pr.tntId), eq(o.organId, up)));
        up = next?.p ?? '0';
      }
    }
    const [clash] = await tx.select({ id: o.organId }).from(o).where(and(eq(o.tntId, pr.tntId), eq(o.companyId, companyId), eq(o.parentId, parentId), eq(o.organNm, organNm)));
    if (clash && clash.id !== b.organId) throw fail('CONFLICT', '同级部门名称已存在');
    const fields = { parentId, organNm, leaderNm: b.leaderNm?.trim() ?? '', phone: b.phone ?? '', sortNo: b.sortNo ?? 0 };
    let organId = b.organId;
    if (organId) {
      const row = await organInScope(tx, pr, organId);
      if (row.companyId !== companyId) throw fail('NOT_FOUND', '部门不存在');
      await tx.update(o).set(fields).where(and(eq(o.tntId, pr.tntId), eq(o.organId, organId)));
    } else {
      organId = newId();
      await tx.insert(o).values({ tntId: pr.tntId, organId, companyId, ...fields, createdAt: new Date(deps.clock.now()) });
    }
    return one(tx, pr, organId);
  });
}

export function organDelete(deps: Deps, pr: Principal, organId: string) {
  const companyId = ownCompany(pr);
  return withTenant(deps.orm, pr.tntId, async (tx) => {
    const row = await organInScope(tx, pr, organId);
    if (row.companyId !== companyId) throw fail('NOT_FOUND', '部门不存在');
    const [kid] = await tx.select({ id: o.organId }).from(o).where(and(eq(o.tntId, pr.tntId), eq(o.parentId, organId))).limit(1);
    if (kid) throw fail('CONFLICT', '请先删除下级部门');
    const [member] = await tx.select({ id: a.accountId }).from(a).where(and(eq(a.tntId, pr.tntId), eq(a.organId, organId))).limit(1);
    if (member) throw fail('CONFLICT', '部门下仍有成员，不能删除');
    await tx.delete(o).where(and(eq(o.tntId, pr.tntId), eq(o.organId, organId)));
    return { organId };
  });
}

/** A department of this enterprise, or 404 (an account is placed in its own enterprise's departments). */
export async function organOfCompany(tx: Tx, tntId: string, companyId: string, organId: string): Promise<void> {
  const [row] = await tx.select({ id: o.organId }).from(o).where(and(eq(o.tntId, tntId), eq(o.organId, organId), eq(o.companyId, companyId)));
  if (!row) throw fail('NOT_FOUND', '部门不存在');
}
