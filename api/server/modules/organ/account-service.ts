// The accounts of an enterprise (issue 32 item 3): listed for its admin (and for the platform), invited
// by phone into a department with roles, stopped and started (moves of the account document, approval
// module), given roles. An enterprise admin invited while NEED_AUDIT_ADMIN is on (spec 9: it equals
// ENT_REAL_AUTH) waits for the platform like a registration (audit kind 3). Role and status changes
// reach the caches of every process before the answer: the next request sees them.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation, withTenant, type Tx } from '../../db';
import { fail, newId, type Deps, type Mover, type Principal } from '../../core';
import { aclTables, hashPassword } from '../acl';
import { AUDIT_KIND, AUDIT_PARAM, auditDocument, auditFlow, type AccountRow } from '../approval';
import { permissionTables, replaceAccountRoles, rolesOfAccounts } from '../permission';
import { tenantTables } from '../tenant';
import { userTables } from '../user';
import { companyScope, ownCompany } from './access';
import { organOfCompany } from './organ-service';
import { assignableRoles } from './role-service';
import * as t from './tables';

const a = userTables.accounts;
const p = userTables.persons;
const c = userTables.companies;
const o = t.organs;
const ENT_ADMIN = 'ENT_ADMIN';

const columns = {
  accountId: a.accountId, status: a.status, auditKind: a.auditKind, accountType: a.accountType, organId: a.organId, auditNote: a.auditNote, createdAt: a.createdAt,
  companyId: a.companyId, username: p.username, phone: p.phone, realName: p.realName, userAuthStatus: p.userAuthStatus, organNm: o.organNm, companyNm: c.companyNm,
  creditCode: c.creditCode, entAuthStatus: c.authStatus,
};

function base(tx: Tx) {
  return tx
    .select(columns)
    .from(a)
    .innerJoin(p, and(eq(p.tntId, a.tntId), eq(p.personId, a.personId)))
    .leftJoin(c, and(eq(c.tntId, a.tntId), eq(c.companyId, a.companyId)))
    .leftJoin(o, and(eq(o.tntId, a.tntId), eq(o.organId, a.organId)));
}

type Row = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];
const side = (pr: Principal) => (pr.isTnt ? 'platform' : 'enterprise') as 'platform' | 'enterprise';

async function views(tx: Tx, pr: Principal, rows: Row[]) {
  const roles = await rolesOfAccounts(tx, pr.tntId, rows.map((r) => r.accountId));
  return rows.map((r) => {
    const held = roles.get(r.accountId) ?? [];
    // The moves the caller may make here: stop and start (audits are decided on 会员审核), never on itself.
    const actions = r.accountId === pr.accountId ? [] : auditFlow.allowed(r.status, side(pr)).filter((m) => m === 'disable' || m === 'enable');
    return {
      accountId: r.accountId, username: r.username, phone: r.phone, realName: r.realName ?? '', status: r.status, auditKind: r.auditKind ?? '',
      accountType: String(r.accountType), organId: r.organId ?? '', organNm: r.organNm ?? '', roleIds: held.map((x) => x.roleId),
      roleNms: held.map((x) => x.roleNm).join('、'), companyId: r.companyId ?? '', companyNm: r.companyNm ?? '', creditCode: r.creditCode ?? '',
      entAuthStatus: r.entAuthStatus ?? '', userAuthStatus: r.userAuthStatus, isAdmin: held.some((x) => x.roleCode === ENT_ADMIN),
      auditNote: r.auditNote, createdAt: r.createdAt.toISOString(), actions,
    };
  });
}

const like = (kw: string) => `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

interface PageArgs {
  pageNum: number;
  pageSize: number;
  status?: string;
  keyword?: string;
}

async function page(tx: Tx, pr: Principal, where: SQL[], arg: PageArgs) {
  if (arg.status) where.push(eq(a.status, arg.status));
  const kw = arg.keyword?.trim();
  if (kw) where.push(or(ilike(p.username, like(kw)), ilike(p.phone, like(kw)), ilike(c.companyNm, like(kw)))!);
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(a)
    .innerJoin(p, and(eq(p.tntId, a.tntId), eq(p.personId, a.personId)))
    .leftJoin(c, and(eq(c.tntId, a.tntId), eq(c.companyId, a.companyId)))
    .where(and(...where))) as [{ n: number }];
  const rows = await base(tx).where(and(...where)).orderBy(desc(a.createdAt), desc(a.accountId)).limit(arg.pageSize).offset((arg.pageNum - 1) * arg.pageSize);
  return { total: Number(n), records: await views(tx, pr, rows) };
}

/** The accounts of an enterprise (the caller's own; any for the platform), of one department if asked. */
export function accountPage(deps: Deps, pr: Principal, arg: PageArgs & { companyId?: string; organId?: string }) {
  const companyId = companyScope(pr, arg.companyId);
  return withTenant(deps.orm, pr.tntId, (tx) => {
    const where: SQL[] = [eq(a.tntId, pr.tntId), eq(a.companyId, companyId)];
    if (arg.organId) where.push(eq(a.organId, arg.organId));
    return page(tx, pr, where, arg);
  });
}

/** 企业管理员列表 (platform): every account holding the enterprise admin role, waiting ones first. */
export function adminPage(deps: Deps, pr: Principal, arg: PageArgs) {
  return withTenant(deps.orm, pr.tntId, (tx) => {
    const admins = tx
      .select({ id: permissionTables.accountRoles.accountId })
      .from(permissionTables.accountRoles)
      .innerJoin(permissionTables.roles, and(eq(permissionTables.roles.tntId, permissionTables.accountRoles.tntId), eq(permissionTables.roles.roleId, permissionTables.accountRoles.roleId)))
      .where(and(eq(permissionTables.accountRoles.tntId, pr.tntId), eq(permissionTables.roles.roleCode, ENT_ADMIN)));
    return page(tx, pr, [eq(a.tntId, pr.tntId), inArray(a.accountId, admins)], arg);
  });
}

/** 个人会员 (platform): the personal accounts of the tenant. */
export function personPage(deps: Deps, pr: Principal, arg: PageArgs) {
  return withTenant(deps.orm, pr.tntId, (tx) => page(tx, pr, [eq(a.tntId, pr.tntId), eq(a.accountType, 1), isNull(a.companyId)], arg));
}

async function one(tx: Tx, pr: Principal, accountId: string) {
  const rows = await base(tx).where(and(eq(a.tntId, pr.tntId), eq(a.accountId, accountId)));
  return (await views(tx, pr, rows))[0]!;
}

async function param(tx: Tx, tntId: string, paramNo: string): Promise<string | undefined> {
  const tp = tenantTables.tenantParams;
  const [r] = await tx.select({ v: tp.paramValue }).from(tp).where(and(eq(tp.tntId, tntId), eq(tp.paramNo, paramNo)));
  return r?.v;
}

/** The roles asked for, each one the caller may give an account of this enterprise (else 403). */
async function checkedRoles(tx: Tx, pr: Principal, companyId: string, roleIds: string[]) {
  const allowed = new Map((await assignableRoles(tx, pr, companyId)).map((r) => [r.roleId, r]));
  const roles = roleIds.map((id) => allowed.get(id));
  if (roles.some((r) => !r)) throw fail('FORBIDDEN', '不能分配该角色');
  return roles.map((r) => r!);
}

const mover = (pr: Principal): Mover<'platform' | 'enterprise'> => ({ accountId: pr.accountId, companyId: pr.companyId, role: side(pr) });

export interface InviteBody {
  phone: string;
  username: string;
  organId?: string;
  roleIds: string[];
}

/** 邀请成员: the person (new ones set their password by 忘记密码) gets an account of the caller's enterprise. */
export async function invite(deps: Deps, pr: Principal, b: InviteBody) {
  const companyId = ownCompany(pr);
  const now = new Date(deps.clock.now());
  const username = b.username.trim();
  if (!username) throw fail('BAD_REQUEST', '请输入成员姓名');
  const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
  try {
    return await withTenant(deps.orm, pr.tntId, async (tx) => {
      const roles = await checkedRoles(tx, pr, companyId, b.roleIds);
      if (b.organId) await organOfCompany(tx, pr.tntId, companyId, b.organId);
      let [person] = await tx.select({ id: p.personId }).from(p).where(and(eq(p.tntId, pr.tntId), eq(p.phone, b.phone)));
      if (person) {
        const [had] = await tx.select({ id: a.accountId }).from(a).where(and(eq(a.tntId, pr.tntId), eq(a.personId, person.id), eq(a.companyId, companyId)));
        if (had) throw fail('CONFLICT', '该手机号已是本企业成员');
      } else {
        person = { id: newId() };
        await tx.insert(p).values({
          tntId: pr.tntId, personId: person.id, phone: b.phone, passwordHash, username, userIcon: '', realName: null, idCard: null, userAuthStatus: '1', lastAccountId: null, createdAt: now,
        });
      }
      // An enterprise admin waits for the platform while NEED_AUDIT_ADMIN is on; the platform's own do not.
      const audited = !pr.isTnt && roles.some((r) => r.roleCode === ENT_ADMIN) && (await param(tx, pr.tntId, AUDIT_PARAM.admin)) === '1';
      const accountId = newId();
      const [row] = await tx
        .insert(a)
        .values({
          tntId: pr.tntId, accountId, personId: person.id, accountType: 2, companyId, isTnt: false, organId: b.organId ?? null, createdAt: now,
          status: audited ? auditFlow.code('pending') : auditFlow.code('active'), auditKind: audited ? AUDIT_KIND.admin : null,
        })
        .returning();
      await replaceAccountRoles(tx, pr.tntId, accountId, roles.map((r) => r.roleId));
      await auditDocument.record(tx, row as AccountRow, { move: 'invite', from: null, to: row!.status, actor: { ...mover(pr), role: 'system' }, note: '', at: now });
      return one(tx, pr, accountId);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('CONFLICT', '该手机号已是本企业成员');
    throw e;
  }
}

/** An account the caller may manage: not its own (a slip would lock it out). The document's party check
 * answers 404 for another enterprise's. */
function notSelf(pr: Principal, accountId: string) {
  if (accountId === pr.accountId) throw fail('FORBIDDEN', '不能操作自己的账号');
}

async function sessionsOf(tx: Tx, tntId: string, accountId: string): Promise<string[]> {
  const s = aclTables.sessions;
  const rows = await tx.selectDistinct({ f: s.familyId }).from(s).where(and(eq(s.tntId, tntId), eq(s.accountId, accountId), isNull(s.revokedAt)));
  return rows.map((r) => r.f);
}

/** 停用 / 启用: a stopped account's sessions end at once (its next request is refused). */
export async function setActive(deps: Deps, pr: Principal, accountId: string, move: 'disable' | 'enable') {
  notSelf(pr, accountId);
  const now = new Date(deps.clock.now());
  let ended: string[] = [];
  const answer = await withTenant(deps.orm, pr.tntId, async (tx) => {
    await auditDocument.move(tx, { tntId: pr.tntId, id: accountId, move, actor: mover(pr), now });
    if (move === 'disable') {
      ended = await sessionsOf(tx, pr.tntId, accountId);
      await deps.services.sessions.revokeInTx(tx, pr.tntId, ended, 'forced');
    }
    return one(tx, pr, accountId);
  });
  if (ended.length) await deps.bus.publish({ kind: 'session', tntId: pr.tntId, familyIds: ended });
  return answer;
}

/** 分配角色: the account's roles (and department) replaced; seen from its next request. */
export async function assignRoles(deps: Deps, pr: Principal, b: { accountId: string; roleIds: string[]; organId?: string }) {
  notSelf(pr, b.accountId);
  const answer = await withTenant(deps.orm, pr.tntId, async (tx) => {
    const [row] = await tx.select().from(a).where(and(eq(a.tntId, pr.tntId), eq(a.accountId, b.accountId))).for('update');
    if (!row || row.accountType !== 2 || !row.companyId || (!pr.isTnt && row.companyId !== pr.companyId)) throw fail('NOT_FOUND', '账号不存在');
    const roles = await checkedRoles(tx, pr, row.companyId, b.roleIds);
    if (!pr.isTnt && roles.some((r) => r.roleCode === ENT_ADMIN)) {
      const before = (await rolesOfAccounts(tx, pr.tntId, [row.accountId])).get(row.accountId) ?? [];
      const adding = !before.some((r) => r.roleCode === ENT_ADMIN);
      if (adding && (await param(tx, pr.tntId, AUDIT_PARAM.admin)) === '1') throw fail('CONFLICT', '企业管理员需平台审核，请通过“邀请成员”添加管理员');
    }
    if (b.organId !== undefined) {
      if (b.organId) await organOfCompany(tx, pr.tntId, row.companyId, b.organId);
      await tx.update(a).set({ organId: b.organId || null }).where(and(eq(a.tntId, pr.tntId), eq(a.accountId, row.accountId)));
    }
    await replaceAccountRoles(tx, pr.tntId, row.accountId, roles.map((r) => r.roleId));
    return one(tx, pr, row.accountId);
  });
  await deps.services.perms.changed(pr.tntId, [b.accountId]);
  return answer;
}

/** Accounts per enterprise (the organisation lists). */
export async function accountCounts(tx: Tx, tntId: string, companyIds: string[]): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await tx.select({ id: a.companyId, n: count() }).from(a).where(and(eq(a.tntId, tntId), inArray(a.companyId, companyIds))).groupBy(a.companyId);
  return new Map(rows.map((r) => [String(r.id), Number(r.n)]));
}

export const adminsOf = (tx: Tx, tntId: string, companyIds: string[]) =>
  companyIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({ companyId: a.companyId, username: p.username, phone: p.phone })
        .from(a)
        .innerJoin(p, and(eq(p.tntId, a.tntId), eq(p.personId, a.personId)))
        .innerJoin(permissionTables.accountRoles, and(eq(permissionTables.accountRoles.tntId, a.tntId), eq(permissionTables.accountRoles.accountId, a.accountId)))
        .innerJoin(permissionTables.roles, and(eq(permissionTables.roles.tntId, a.tntId), eq(permissionTables.roles.roleId, permissionTables.accountRoles.roleId)))
        .where(and(eq(a.tntId, tntId), inArray(a.companyId, companyIds), eq(permissionTables.roles.roleCode, ENT_ADMIN), eq(a.status, '1')))
        .orderBy(a.createdAt, sql`${a.accountId}`);
