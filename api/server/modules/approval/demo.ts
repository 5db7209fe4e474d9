// Demo account audits (issue 32 item 2: every state shows rows on a fresh start). Password Demo@2026.
// T1001: registrations waiting (13800000021 enterprise, 13800000022 personal), approved (13800000023),
// refused (13800000024); customers 绿源农业科技 added (13800000025 waiting, 13800000026 approved).
// T1002 (APPLE, register audit on): 13800000031 waiting, 13800000032 refused.
// Idempotent: fixed ids; an account present already is left alone.
import { and, eq } from 'drizzle-orm';
import { withTenant, type Database, type Tx } from '../../db';
import type { Mover } from '../../core';
import { DEMO_PASSWORD, hashPassword } from '../acl';
import { permissionTables } from '../permission';
import { userTables } from '../user';
import { creditCode, DEMO_TENANT_ID, SEED_TIME } from '../../seed';
import { auditDocument, type AccountRow } from './move';
import { AUDIT_KIND, type AuditRole } from './workflow';

type Plan = 'pending' | 'approved' | 'refused';
interface DemoAudit {
  tntId: string;
  n: string;
  phone: string;
  username: string;
  company?: { companyNm: string; code17: string };
  kind: (typeof AUDIT_KIND)[keyof typeof AUDIT_KIND];
  addedBy?: string;
  plan: Plan;
  reason?: string;
}

export const DEMO_AUDITS: DemoAudit[] = [
  { tntId: DEMO_TENANT_ID, n: '21', phone: '13800000021', username: '甘泉果业', company: { companyNm: '甘泉果业有限公司', code17: '91370685MA3C00021' }, kind: '1', plan: 'pending' },
  { tntId: DEMO_TENANT_ID, n: '22', phone: '13800000022', username: '王果农', kind: '1', plan: 'pending' },
  { tntId: DEMO_TENANT_ID, n: '23', phone: '13800000023', username: '赵菜农', kind: '1', plan: 'approved' },
  { tntId: DEMO_TENANT_ID, n: '24', phone: '13800000024', username: '鑫达贸易', company: { companyNm: '鑫达商贸有限公司', code17: '91370602MA3C00024' }, kind: '1', plan: 'refused', reason: '企业名称与营业执照不符，请核实后重新注册' },
  { tntId: DEMO_TENANT_ID, n: '25', phone: '13800000025', username: '鲜果汇', company: { companyNm: '鲜果汇超市有限公司', code17: '91330106MA2C00025' }, kind: '2', addedBy: 'C001', plan: 'pending' },
  { tntId: DEMO_TENANT_ID, n: '26', phone: '13800000026', username: '农鲜配送', company: { companyNm: '农鲜生鲜配送有限公司', code17: '91330106MA2C00026' }, kind: '2', addedBy: 'C001', plan: 'approved' },
  { tntId: 'T1002', n: '31', phone: '13800000031', username: '栖霞果品', company: { companyNm: '栖霞红富士果品专业合作社', code17: '93370686MA3C00031' }, kind: '1', plan: 'pending' },
  { tntId: 'T1002', n: '32', phone: '13800000032', username: '蓬莱果商', company: { companyNm: '蓬莱果品贸易有限公司', code17: '91370684MA3C00032' }, kind: '1', plan: 'refused', reason: '联系电话无法接通，请核实联系方式后重新注册' },
];

const PLATFORM: Mover<AuditRole> = { accountId: 'A010', companyId: 'C000', role: 'platform' };
const at = (i: number, minutes: number): Date => new Date(SEED_TIME.getTime() + (i * 97 + minutes) * 60_000);

async function seedOne(tx: Tx, d: DemoAudit, i: number, hash: () => Promise<string>): Promise<void> {
  const accountId = `A${d.n}0`;
  const [had] = await tx.select({ id: userTables.accounts.accountId }).from(userTables.accounts).where(and(eq(userTables.accounts.tntId, d.tntId), eq(userTables.accounts.accountId, accountId)));
  if (had) return;
  const personId = `P${d.n}`;
  const companyId = d.company ? `C0${d.n}` : null;
  const created = at(i, 0);
  if (d.company) {
    await tx.insert(userTables.companies).values({ tntId: d.tntId, companyId: companyId!, companyNm: d.company.companyNm, creditCode: creditCode(d.company.code17), authStatus: '1', createdAt: created }).onConflictDoNothing();
  }
  await tx.insert(userTables.persons).values({
    tntId: d.tntId, personId, phone: d.phone, passwordHash: await hash(), username: d.username, userIcon: '', realName: null, idCard: null, userAuthStatus: '1',
    lastAccountId: accountId, createdAt: created,
  }).onConflictDoNothing();
  const [row] = await tx.insert(userTables.accounts).values({
    tntId: d.tntId, accountId, personId, accountType: companyId ? 2 : 1, companyId, isTnt: false, status: '0', createdAt: created, auditKind: d.kind, addedBy: d.addedBy ?? null,
  }).returning();
  await tx.insert(permissionTables.accountRoles).values({ tntId: d.tntId, accountId, roleId: companyId ? 'R08' : 'R07' }).onConflictDoNothing();
  const who: Mover<AuditRole> = { accountId: d.addedBy ? 'A020' : accountId, companyId: d.addedBy ?? companyId, role: 'system' };
  await auditDocument.record(tx, row as AccountRow, { move: d.kind === AUDIT_KIND.customer ? 'add' : 'create', from: null, to: '0', actor: who, note: '', at: created });
  if (d.plan === 'approved') await auditDocument.move(tx, { tntId: d.tntId, id: accountId, move: 'approve', actor: PLATFORM, now: at(i, 45) });
  if (d.plan === 'refused') await auditDocument.move(tx, { tntId: d.tntId, id: accountId, move: 'refuse', actor: PLATFORM, now: at(i, 45), args: { reason: d.reason! } });
}

export async function seedApprovalDemo(db: Database): Promise<void> {
  let hashed: Promise<string> | null = null;
  const hash = () => (hashed ??= hashPassword(DEMO_PASSWORD));
  for (const [i, d] of DEMO_AUDITS.entries()) await withTenant(db.orm, d.tntId, (tx) => seedOne(tx, d, i, hash));
}
