// The enterprises of a tenant as the platform sees them (member-enterprise, /xmCenter/organManage and
// their details; issue 32 item 3): certification, admin, accounts and departments per enterprise.
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, type Deps, type Principal } from '../../core';
import { userTables } from '../user';
import { accountCounts, adminsOf } from './account-service';
import { companyScope } from './access';
import * as t from './tables';

const c = userTables.companies;
type CompanyRow = typeof c.$inferSelect;

async function views(tx: Tx, tntId: string, rows: CompanyRow[]) {
  const ids = rows.map((r) => r.companyId);
  const accounts = await accountCounts(tx, tntId, ids);
  const organRows = ids.length
    ? await tx.select({ id: t.organs.companyId, n: count() }).from(t.organs).where(and(eq(t.organs.tntId, tntId), inArray(t.organs.companyId, ids))).groupBy(t.organs.companyId)
    : [];
  const organs = new Map(organRows.map((r) => [r.id, Number(r.n)]));
  const admins = new Map<string, { username: string; phone: string }>();
  for (const x of await adminsOf(tx, tntId, ids)) if (x.companyId && !admins.has(x.companyId)) admins.set(x.companyId, x);
  return rows.map((r) => ({
    companyId: r.companyId, companyNm: r.companyNm, creditCode: r.creditCode, entAuthStatus: r.authStatus, adminNm: admins.get(r.companyId)?.username ?? '',
    adminPhone: admins.get(r.companyId)?.phone ?? '', accountCount: accounts.get(r.companyId) ?? 0, organCount: organs.get(r.companyId) ?? 0, createdAt: r.createdAt.toISOString(),
  }));
}

const like = (kw: string) => `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export function enterprisePage(deps: Deps, pr: Principal, arg: { pageNum: number; pageSize: number; entAuthStatus?: string; keyword?: string }) {
  return withTenant(deps.orm, pr.tntId, async (tx) => {
    const where: SQL[] = [eq(c.tntId, pr.tntId)];
    if (arg.entAuthStatus) where.push(eq(c.authStatus, arg.entAuthStatus));
    const kw = arg.keyword?.trim();
    if (kw) where.push(or(ilike(c.companyNm, like(kw)), ilike(c.creditCode, like(kw)))!);
    const [{ n }] = (await tx.select({ n: count() }).from(c).where(and(...where))) as [{ n: number }];
    const rows = await tx.select().from(c).where(and(...where)).orderBy(desc(c.createdAt), c.companyId).limit(arg.pageSize).offset((arg.pageNum - 1) * arg.pageSize);
    return { total: Number(n), records: await views(tx, pr.tntId, rows) };
  });
}

/** One enterprise: any for the platform, its own for an enterprise (another's is not found). */
export function enterpriseDetail(deps: Deps, pr: Principal, asked?: string) {
  const companyId = companyScope(pr, asked);
  return withTenant(deps.orm, pr.tntId, async (tx) => {
    const rows = await tx.select().from(c).where(and(eq(c.tntId, pr.tntId), eq(c.companyId, companyId)));
    if (rows.length === 0) throw fail('NOT_FOUND', '企业不存在');
    return (await views(tx, pr.tntId, rows))[0]!;
  });
}
