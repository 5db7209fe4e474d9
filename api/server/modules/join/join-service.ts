// Platform join services (issue 32 item 2). The applicant is an enterprise account of the public back
// office (the unify tenant); each platform's rows live in that platform (tenant-owned, row-level security),
// so the applicant's lists read each platform in a transaction of its own. Every status change goes
// through the document (move.ts).
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation, withTenant } from '../../db';
import { fail, newId, type Deps, type Mover, type Principal, type Tenant } from '../../core';
import { userTables } from '../user';
import * as t from './tables';
import { joinDocument, type JoinRow } from './move';
import { joinFlow, type JoinRole } from './workflow';

const j = t.platformJoins;

/** The caller: an enterprise account of the public back office. */
export function applicantOf(p: Principal, unify: boolean): Principal & { companyId: string } {
  if (!unify) throw fail('FORBIDDEN', '请在企业公共管理后台申请入驻产业平台');
  if (p.accountType !== 2 || !p.companyId) throw fail('FORBIDDEN', '个人账号不能申请入驻，请切换到企业账号');
  return p as Principal & { companyId: string };
}

/** The platform side: the admin of the platform applied to. */
export function platformOf(p: Principal): Principal {
  if (!p.isTnt) throw fail('FORBIDDEN', '只有平台管理员可以审核入驻申请');
  return p;
}

const mover = (p: Principal, role: JoinRole): Mover<JoinRole> => ({ accountId: p.accountId, companyId: p.companyId, role });

function view(r: JoinRow, x: Pick<Tenant, 'tntName' | 'industryName'>, side: JoinRole) {
  return {
    joinId: r.joinId, tntId: r.tntId, tntName: x.tntName, industryName: x.industryName, status: r.status, companyNm: r.companyNm, creditCode: r.creditCode,
    applicantNm: r.applicantNm, phone: r.phone, reason: r.reason, createdAt: r.createdAt.toISOString(), actions: joinFlow.allowed(r.status, side),
  };
}

async function myCompany(deps: Deps, p: Principal & { companyId: string }) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const [c] = await tx.select().from(userTables.companies).where(and(eq(userTables.companies.tntId, p.tntId), eq(userTables.companies.companyId, p.companyId)));
    const [me] = await tx.select().from(userTables.persons).where(and(eq(userTables.persons.tntId, p.tntId), eq(userTables.persons.personId, p.personId)));
    if (!c || !me) throw fail('NOT_FOUND', '企业不存在');
    return { company: c, person: me };
  });
}

interface PlatformState {
  tenant: Tenant;
  joined: boolean;
  rows: JoinRow[];
}

/** Each industry platform with this enterprise's applications there and whether it has joined. */
async function states(deps: Deps, p: Principal & { companyId: string }): Promise<PlatformState[]> {
  const { company } = await myCompany(deps, p);
  const out: PlatformState[] = [];
  for (const tenant of deps.services.tenants.selectable()) {
    out.push(
      await withTenant(deps.orm, tenant.tntId, async (tx) => {
        const [c] = await tx
          .select({ id: userTables.companies.companyId })
          .from(userTables.companies)
          .where(and(eq(userTables.companies.tntId, tenant.tntId), eq(userTables.companies.creditCode, company.creditCode)));
        const rows = await tx
          .select()
          .from(j)
          .where(and(eq(j.tntId, tenant.tntId), eq(j.srcTntId, p.tntId), eq(j.srcCompanyId, p.companyId)))
          .orderBy(desc(j.createdAt), desc(j.joinId));
        return { tenant, joined: !!c, rows };
      }),
    );
  }
  return out;
}

const blank = (tenant: Tenant, status: string) => ({
  joinId: '', tntId: tenant.tntId, tntName: tenant.tntName, industryName: tenant.industryName, status, companyNm: '', creditCode: '', applicantNm: '', phone: '',
  reason: '', createdAt: '', actions: [] as string[],
});

/** 已入驻: platforms where the enterprise (its credit code) is. */
export async function joined(deps: Deps, p: Principal & { companyId: string }) {
  return (await states(deps, p))
    .filter((s) => s.joined)
    .map((s) => {
      const approved = s.rows.find((r) => joinFlow.is(r.status, 'joined'));
      return approved ? view(approved, s.tenant, 'applicant') : blank(s.tenant, joinFlow.code('joined'));
    });
}

/** 申请中 (and the decided ones): the enterprise's applications, newest first. */
export async function applying(deps: Deps, p: Principal & { companyId: string }) {
  return (await states(deps, p))
    .flatMap((s) => s.rows.filter((r) => !joinFlow.is(r.status, 'joined')).map((r) => view(r, s.tenant, 'applicant')))
    .sort((a, b) => (a.status === b.status ? b.createdAt.localeCompare(a.createdAt) : a.status.localeCompare(b.status)));
}

/** 全部: every platform with the enterprise's state there: joined, its waiting application, or '' (none). */
export async function all(deps: Deps, p: Principal & { companyId: string }) {
  return (await states(deps, p)).map((s) => {
    if (s.joined) return { ...blank(s.tenant, joinFlow.code('joined')) };
    const open = s.rows.find((r) => joinFlow.is(r.status, 'applying'));
    return open ? view(open, s.tenant, 'applicant') : { ...blank(s.tenant, ''), actions: ['apply'] };
  });
}

export async function apply(deps: Deps, p: Principal & { companyId: string }, tntId: string) {
  const tenant = deps.services.tenants.selectable().find((x) => x.tntId === tntId);
  if (!tenant) throw fail('NOT_FOUND', '产业平台不存在');
  const { company, person } = await myCompany(deps, p);
  const now = new Date(deps.clock.now());
  try {
    return await withTenant(deps.orm, tntId, async (tx) => {
      const [c] = await tx
        .select({ id: userTables.companies.companyId })
        .from(userTables.companies)
        .where(and(eq(userTables.companies.tntId, tntId), eq(userTables.companies.creditCode, company.creditCode)));
      if (c) throw fail('CONFLICT', '本企业已入驻该平台');
      const [row] = await tx
        .insert(j)
        .values({
          tntId, joinId: newId(), srcTntId: p.tntId, srcCompanyId: p.companyId, srcPersonId: p.personId, companyNm: company.companyNm, creditCode: company.creditCode,
          applicantNm: person.realName || person.username, phone: person.phone, status: joinFlow.code('applying'), reason: '', companyId: null, createdAt: now, updatedAt: now,
        })
        .returning();
      await joinDocument.record(tx, row!, { move: 'apply', from: null, to: row!.status, actor: mover(p, 'applicant'), note: '', at: now });
      return view(row!, tenant, 'applicant');
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('CONFLICT', '已提交入驻申请，请等待平台审核');
    throw e;
  }
}

export async function cancel(deps: Deps, p: Principal & { companyId: string }, tntId: string, joinId: string) {
  const tenant = deps.services.tenants.selectable().find((x) => x.tntId === tntId);
  if (!tenant) throw fail('NOT_FOUND', '入驻申请不存在');
  const now = new Date(deps.clock.now());
  return withTenant(deps.orm, tntId, async (tx) => {
    const after = await joinDocument.move(tx, { tntId, id: joinId, move: 'cancel', actor: mover(p, 'applicant'), now });
    return view(after, tenant, 'applicant');
  });
}

/** 入驻审核: applications to the caller's platform, the waiting ones first. */
export function page(deps: Deps, tenant: Tenant, a: { pageNum: number; pageSize: number; status?: string }) {
  return withTenant(deps.orm, tenant.tntId, async (tx) => {
    const where: SQL[] = [eq(j.tntId, tenant.tntId)];
    if (a.status) where.push(eq(j.status, a.status));
    const [{ n }] = (await tx.select({ n: count() }).from(j).where(and(...where))) as [{ n: number }];
    const rows = await tx
      .select()
      .from(j)
      .where(and(...where))
      .orderBy(sql`(${j.status} = ${joinFlow.code('applying')}) DESC`, desc(j.createdAt), desc(j.joinId))
      .limit(a.pageSize)
      .offset((a.pageNum - 1) * a.pageSize);
    return { total: Number(n), records: rows.map((r) => view(r, tenant, 'platform')) };
  });
}

/** The applicant's sign-in in the public back office, to be its sign-in in the platform too (two
 * transactions one after the other: a transaction never waits inside another for a second connection). */
async function applicantLogin(deps: Deps, tntId: string, joinId: string) {
  const r = await withTenant(deps.orm, tntId, async (tx) => (await tx.select().from(j).where(and(eq(j.tntId, tntId), eq(j.joinId, joinId))))[0]);
  if (!r) throw fail('NOT_FOUND', '入驻申请不存在');
  const person = await withTenant(deps.orm, r.srcTntId, async (src) =>
    (await src
      .select({ passwordHash: userTables.persons.passwordHash, username: userTables.persons.username })
      .from(userTables.persons)
      .where(and(eq(userTables.persons.tntId, r.srcTntId), eq(userTables.persons.personId, r.srcPersonId))))[0]);
  if (!person) throw fail('NOT_FOUND', '申请人不存在');
  return person;
}

export async function decide(deps: Deps, tenant: Tenant, p: Principal, joinId: string, d: { move: 'approve' } | { move: 'refuse'; reason: string }) {
  const now = new Date(deps.clock.now());
  const login = d.move === 'approve' ? await applicantLogin(deps, tenant.tntId, joinId) : undefined;
  return withTenant(deps.orm, tenant.tntId, async (tx) => {
    const after =
      d.move === 'approve'
        ? await joinDocument.move(tx, { tntId: tenant.tntId, id: joinId, move: 'approve', actor: mover(p, 'platform'), now, args: login! })
        : await joinDocument.move(tx, { tntId: tenant.tntId, id: joinId, move: 'refuse', actor: mover(p, 'platform'), now, args: { reason: d.reason.trim() } });
    return view(after, tenant, 'platform');
  });
}
