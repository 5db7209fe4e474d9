// Account audits (issue 32 item 2): the platform's list of waiting (and decided) accounts and its decision,
// one transaction each, every status change through the document (move.ts); and the customers an
// enterprise adds, which wait for the platform while USR00600302 is on.
import { randomBytes } from 'node:crypto';
import { aliasedTable, and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation, withTenant, type Tx } from '../../db';
import { fail, newId, type Deps, type Mover, type Principal } from '../../core';
import { hashPassword } from '../acl';
import { permissionTables } from '../permission';
import { tenantTables } from '../tenant';
import { userTables } from '../user';
import { auditDocument, type AccountRow } from './move';
import { AUDIT_KIND, AUDIT_PARAM, auditFlow, type AuditRole } from './workflow';

const a = userTables.accounts;
const p = userTables.persons;
const c = userTables.companies;
const adder = aliasedTable(userTables.companies, 'adder');

/** The platform side is the tenant admin's. */
export function platformOf(pr: Principal): Principal {
  if (!pr.isTnt) throw fail('FORBIDDEN', '只有平台管理员可以审核');
  return pr;
}

const mover = (pr: Principal): Mover<AuditRole> => ({ accountId: pr.accountId, companyId: pr.companyId, role: 'platform' });

const columns = {
  accountId: a.accountId, auditKind: a.auditKind, status: a.status, accountType: a.accountType, auditNote: a.auditNote, createdAt: a.createdAt,
  username: p.username, phone: p.phone, companyNm: c.companyNm, creditCode: c.creditCode, addedByNm: adder.companyNm,
};
type Row = { [K in keyof typeof columns]: unknown } & { status: string; createdAt: Date; accountType: number };

function rows(tx: Tx) {
  return tx
    .select(columns)
    .from(a)
    .innerJoin(p, and(eq(p.tntId, a.tntId), eq(p.personId, a.personId)))
    .leftJoin(c, and(eq(c.tntId, a.tntId), eq(c.companyId, a.companyId)))
    .leftJoin(adder, and(eq(adder.tntId, a.tntId), eq(adder.companyId, a.addedBy)));
}

function view(r: Row, side: 'platform' | 'other') {
  return {
    accountId: String(r.accountId), auditKind: String(r.auditKind ?? ''), status: r.status, accountType: String(r.accountType), username: String(r.username),
    phone: String(r.phone), companyNm: String(r.companyNm ?? ''), creditCode: String(r.creditCode ?? ''), addedByNm: String(r.addedByNm ?? ''),
    auditNote: String(r.auditNote ?? ''), createdAt: r.createdAt.toISOString(), // The audit's decisions only: stopping and starting accounts belongs to the organisation screens.
    actions: side === 'platform' ? auditFlow.allowed(r.status, 'platform').filter((m) => m === 'approve' || m === 'refuse') : [],
  };
}

async function one(tx: Tx, tntId: string, accountId: string, side: 'platform' | 'other') {
  const [r] = await rows(tx).where(and(eq(a.tntId, tntId), eq(a.accountId, accountId)));
  return view(r as Row, side);
}

export interface PageArgs {
  pageNum: number;
  pageSize: number;
  auditKind?: string;
  status?: string;
  keyword?: string;
}

const like = (kw: string) => `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

async function page(tx: Tx, where: SQL[], arg: PageArgs, side: 'platform' | 'other') {
  if (arg.status) where.push(eq(a.status, arg.status));
  const kw = arg.keyword?.trim();
  if (kw) where.push(or(ilike(p.username, like(kw)), ilike(p.phone, like(kw)), ilike(c.companyNm, like(kw)))!);
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(a)
    .innerJoin(p, and(eq(p.tntId, a.tntId), eq(p.personId, a.personId)))
    .leftJoin(c, and(eq(c.tntId, a.tntId), eq(c.companyId, a.companyId)))
    .where(and(...where))) as [{ n: number }];
  const found = await rows(tx)
    .where(and(...where))
    .orderBy(sql`(${a.status} = ${auditFlow.code('pending')}) DESC`, desc(a.createdAt), desc(a.accountId))
    .limit(arg.pageSize)
    .offset((arg.pageNum - 1) * arg.pageSize);
  return { total: Number(n), records: found.map((r) => view(r as Row, side)) };
}

/** 会员审核: the tenant's audited accounts, those waiting first. */
export function auditPage(deps: Deps, pr: Principal, arg: PageArgs) {
  return withTenant(deps.orm, pr.tntId, (tx) => {
    const where: SQL[] = [eq(a.tntId, pr.tntId), isNotNull(a.auditKind)];
    if (arg.auditKind) where.push(eq(a.auditKind, arg.auditKind));
    return page(tx, where, arg, 'platform');
  });
}

/** The platform's decision: approve, or refuse with a reason. */
export function decide(deps: Deps, pr: Principal, accountId: string, d: { move: 'approve' } | { move: 'refuse'; reason: string }) {
  const now = new Date(deps.clock.now());
  return withTenant(deps.orm, pr.tntId, async (tx) => {
    // Only an audited account (a registration, an added customer, an invited admin) is an audit.
    const [audited] = await tx.select({ id: a.accountId }).from(a).where(and(eq(a.tntId, pr.tntId), eq(a.accountId, accountId), isNotNull(a.auditKind)));
    if (!audited) throw fail('NOT_FOUND', '审核申请不存在');
    if (d.move === 'approve') await auditDocument.move(tx, { tntId: pr.tntId, id: accountId, move: 'approve', actor: mover(pr), now });
    else await auditDocument.move(tx, { tntId: pr.tntId, id: accountId, move: 'refuse', actor: mover(pr), now, args: { reason: d.reason.trim() } });
    return one(tx, pr.tntId, accountId, 'platform');
  });
}

/** The enterprise account's company (adding customers is an enterprise's). */
export function companyOf(pr: Principal): string {
  if (pr.accountType !== 2 || !pr.companyId) throw fail('FORBIDDEN', '个人账号不能新增客户，请切换到企业账号');
  return pr.companyId;
}

async function param(tx: Tx, tntId: string, paramNo: string): Promise<string | undefined> {
  const [r] = await tx
    .select({ v: tenantTables.tenantParams.paramValue })
    .from(tenantTables.tenantParams)
    .where(and(eq(tenantTables.tenantParams.tntId, tntId), eq(tenantTables.tenantParams.paramNo, paramNo)));
  return r?.v;
}

export interface CustomerBody {
  companyNm: string;
  creditCode: string;
  contactNm: string;
  phone: string;
}

/** 新增客户: a new enterprise with its contact's account (the enterprise admin role); the contact sets a
 * password through 忘记密码. Waits for the platform while USR00600302 is on. */
export async function addCustomer(deps: Deps, pr: Principal, b: CustomerBody) {
  const addedBy = companyOf(pr);
  const now = new Date(deps.clock.now());
  // Nobody knows this password: the contact chooses one by the SMS code of 忘记密码.
  const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
  try {
    return await withTenant(deps.orm, pr.tntId, async (tx) => {
      const creditCode = b.creditCode.toUpperCase();
      const [taken] = await tx.select({ id: c.companyId }).from(c).where(and(eq(c.tntId, pr.tntId), eq(c.creditCode, creditCode)));
      if (taken) throw fail('CONFLICT', '该企业已注册');
      const [person] = await tx.select({ id: p.personId }).from(p).where(and(eq(p.tntId, pr.tntId), eq(p.phone, b.phone)));
      if (person) throw fail('CONFLICT', '该手机号已注册');
      const audit = (await param(tx, pr.tntId, AUDIT_PARAM.customer)) === '1';
      const companyId = newId();
      const personId = newId();
      const accountId = newId();
      await tx.insert(c).values({ tntId: pr.tntId, companyId, companyNm: b.companyNm.trim(), creditCode, authStatus: '1', createdAt: now });
      await tx.insert(p).values({
        tntId: pr.tntId, personId, phone: b.phone, passwordHash, username: b.contactNm.trim(), userIcon: '', realName: null, idCard: null, userAuthStatus: '1',
        lastAccountId: accountId, createdAt: now,
      });
      const [row] = await tx
        .insert(a)
        .values({
          tntId: pr.tntId, accountId, personId, accountType: 2, companyId, isTnt: false, status: audit ? auditFlow.code('pending') : auditFlow.code('active'),
          createdAt: now, auditKind: AUDIT_KIND.customer, addedBy,
        })
        .returning();
      const [role] = await tx
        .select({ id: permissionTables.roles.roleId })
        .from(permissionTables.roles)
        .where(and(eq(permissionTables.roles.tntId, pr.tntId), eq(permissionTables.roles.roleCode, 'ENT_ADMIN')));
      if (role) await tx.insert(permissionTables.accountRoles).values({ tntId: pr.tntId, accountId, roleId: role.id });
      await auditDocument.record(tx, row as AccountRow, { move: 'add', from: null, to: row!.status, actor: { accountId: pr.accountId, companyId: addedBy, role: 'system' }, note: '', at: now });
      return one(tx, pr.tntId, accountId, 'other');
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('CONFLICT', '该企业或手机号已注册');
    throw e;
  }
}

/** 客户管理: the customers the caller's enterprise added. */
export function customerPage(deps: Deps, pr: Principal, arg: PageArgs) {
  const addedBy = companyOf(pr);
  return withTenant(deps.orm, pr.tntId, (tx) => page(tx, [eq(a.tntId, pr.tntId), eq(a.addedBy, addedBy)], arg, 'other'));
}
