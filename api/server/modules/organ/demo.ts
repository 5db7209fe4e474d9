// Demo organisation (issue 32 item 3; every screen shows rows on a fresh start). Password Demo@2026.
// Departments of 绿源农业科技 (C001), the platform (C000) and 丰收农产品采购 (C002); two roles of 绿源's own;
// its members 13800000044 (订单专员, active) and 13800000045 (商品专员, stopped); enterprise admins it
// invited while NEED_AUDIT_ADMIN is on: 13800000041 waiting, 13800000042 approved, 13800000043 refused.
// Idempotent: fixed ids; an account present already is left alone.
import { and, eq, isNull } from 'drizzle-orm';
import { withTenant, type Database, type Tx } from '../../db';
import type { Mover } from '../../core';
import { DEMO_PASSWORD, hashPassword } from '../acl';
import { AUDIT_KIND, auditDocument, type AccountRow } from '../approval';
import { permissionTables, replaceRoleGrants } from '../permission';
import { userTables } from '../user';
import { DEMO_TENANT_ID, SEED_TIME } from '../../seed';
import * as t from './tables';

export const DEMO_ORGANS = [
  { organId: 'O0011', companyId: 'C001', parentId: '0', organNm: '销售部', leaderNm: '张卖家', phone: '13800000002', sortNo: 1 },
  { organId: 'O0012', companyId: 'C001', parentId: 'O0011', organNm: '华东销售组', leaderNm: '周订单', phone: '13800000044', sortNo: 1 },
  { organId: 'O0013', companyId: 'C001', parentId: '0', organNm: '商品部', leaderNm: '吴商品', phone: '', sortNo: 2 },
  { organId: 'O0014', companyId: 'C001', parentId: '0', organNm: '仓储部', leaderNm: '', phone: '', sortNo: 3 },
  { organId: 'O0001', companyId: 'C000', parentId: '0', organNm: '平台运营部', leaderNm: '李平台', phone: '13800000001', sortNo: 1 },
  { organId: 'O0002', companyId: 'C000', parentId: '0', organNm: '会员审核部', leaderNm: '', phone: '', sortNo: 2 },
  { organId: 'O0021', companyId: 'C002', parentId: '0', organNm: '采购部', leaderNm: '赵买家', phone: '13800000003', sortNo: 1 },
] as const;

/** 绿源's own roles: what each grants (menu ids of the registry: m_<route name>). */
export const DEMO_ROLES = [
  { roleId: 'RC0011', companyId: 'C001', roleNm: '订单专员', remark: '处理销售订单与售后', grants: ['m_SellerOderManage'] },
  { roleId: 'RC0012', companyId: 'C001', roleNm: '商品专员', remark: '维护商品与库存', grants: ['m_CommodityManage'] },
] as const;

type Plan = 'active' | 'stopped' | 'pending' | 'approved' | 'refused';
export const DEMO_MEMBERS: { n: string; phone: string; username: string; organId: string; roleId: string; plan: Plan; reason?: string }[] = [
  { n: '44', phone: '13800000044', username: '周订单', organId: 'O0012', roleId: 'RC0011', plan: 'active' },
  { n: '45', phone: '13800000045', username: '吴商品', organId: 'O0013', roleId: 'RC0012', plan: 'stopped' },
  { n: '41', phone: '13800000041', username: '陈管理', organId: 'O0011', roleId: 'R08', plan: 'pending' },
  { n: '42', phone: '13800000042', username: '林管理', organId: 'O0013', roleId: 'R08', plan: 'approved' },
  { n: '43', phone: '13800000043', username: '何管理', organId: 'O0014', roleId: 'R08', plan: 'refused', reason: '该人员不是企业法定代表人授权的管理员，请补充授权书后重新邀请' },
];

const ADMIN: Mover<'enterprise' | 'system'> = { accountId: 'A020', companyId: 'C001', role: 'system' };
const ENTERPRISE: Mover<'enterprise'> = { accountId: 'A020', companyId: 'C001', role: 'enterprise' };
const PLATFORM: Mover<'platform'> = { accountId: 'A010', companyId: 'C000', role: 'platform' };
const at = (i: number, minutes: number) => new Date(SEED_TIME.getTime() + (24 * 60 + i * 53 + minutes) * 60_000);

async function seedMember(tx: Tx, m: (typeof DEMO_MEMBERS)[number], i: number, hash: () => Promise<string>) {
  const tntId = DEMO_TENANT_ID;
  const accountId = `A${m.n}0`;
  const [had] = await tx.select({ id: userTables.accounts.accountId }).from(userTables.accounts).where(and(eq(userTables.accounts.tntId, tntId), eq(userTables.accounts.accountId, accountId)));
  if (had) return;
  const created = at(i, 0);
  await tx.insert(userTables.persons).values({
    // Real-name certified (the guard of spec 4 would send them to 我的中心 first): they work in the seller centre.
    tntId, personId: `P${m.n}`, phone: m.phone, passwordHash: await hash(), username: m.username, userIcon: '', realName: m.username, idCard: null, userAuthStatus: '3', lastAccountId: accountId, createdAt: created,
  }).onConflictDoNothing();
  const audited = m.plan === 'pending' || m.plan === 'approved' || m.plan === 'refused';
  const [row] = await tx.insert(userTables.accounts).values({
    tntId, accountId, personId: `P${m.n}`, accountType: 2, companyId: 'C001', isTnt: false, organId: m.organId, createdAt: created,
    status: audited ? '0' : '1', auditKind: audited ? AUDIT_KIND.admin : null,
  }).returning();
  await tx.insert(permissionTables.accountRoles).values({ tntId, accountId, roleId: m.roleId }).onConflictDoNothing();
  await auditDocument.record(tx, row as AccountRow, { move: 'invite', from: null, to: row!.status, actor: ADMIN, note: '', at: created });
  if (m.plan === 'stopped') await auditDocument.move(tx, { tntId, id: accountId, move: 'disable', actor: ENTERPRISE, now: at(i, 30) });
  if (m.plan === 'approved') await auditDocument.move(tx, { tntId, id: accountId, move: 'approve', actor: PLATFORM, now: at(i, 45) });
  if (m.plan === 'refused') await auditDocument.move(tx, { tntId, id: accountId, move: 'refuse', actor: PLATFORM, now: at(i, 45), args: { reason: m.reason! } });
}

export async function seedOrganDemo(db: Database): Promise<void> {
  let hashed: Promise<string> | null = null;
  const hash = () => (hashed ??= hashPassword(DEMO_PASSWORD));
  await withTenant(db.orm, DEMO_TENANT_ID, async (tx) => {
    await tx.insert(t.organs).values(DEMO_ORGANS.map((o) => ({ tntId: DEMO_TENANT_ID, ...o, createdAt: SEED_TIME }))).onConflictDoNothing();
    for (const r of DEMO_ROLES) {
      const [fresh] = await tx
        .insert(permissionTables.roles)
        .values({ tntId: DEMO_TENANT_ID, roleId: r.roleId, roleNm: r.roleNm, roleCode: r.roleId, companyId: r.companyId, remark: r.remark, createdAt: SEED_TIME })
        .onConflictDoNothing()
        .returning();
      if (fresh) await replaceRoleGrants(tx, DEMO_TENANT_ID, r.roleId, [...r.grants]);
    }
    // 张卖家 (13800000002) sits in 销售部, 李平台 in 平台运营部.
    for (const [accountId, organId] of [['A020', 'O0011'], ['A010', 'O0001']] as const) {
      const acc = userTables.accounts;
      await tx.update(acc).set({ organId }).where(and(eq(acc.tntId, DEMO_TENANT_ID), eq(acc.accountId, accountId), isNull(acc.organId)));
    }
    for (const [i, m] of DEMO_MEMBERS.entries()) await seedMember(tx, m, i, hash);
  });
}
