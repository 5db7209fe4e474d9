// Demo platform joins (issue 32 item 2: every state shows rows on a fresh start): 齐鲁果品集团 of the public
// back office (13800000100, password Demo@2026, unify login) joined T1001, waits at T1002 (APPLE) and was
// refused at T1003.
// Idempotent: fixed ids; present rows are left alone.
import { and, eq } from 'drizzle-orm';
import { UNIFY_TENANT } from '../../../catalogue';
import { withTenant, type Database } from '../../db';
import type { Mover } from '../../core';
import { DEMO_PASSWORD, hashPassword } from '../acl';
import { permissionTables } from '../permission';
import { userTables } from '../user';
import { creditCode, SEED_TIME } from '../../seed';
import * as t from './tables';
import { joinDocument } from './move';
import type { JoinRole } from './workflow';

const SRC = UNIFY_TENANT.tntId;
const COMPANY = { companyId: 'C100', companyNm: '齐鲁果品集团有限公司', creditCode: creditCode('91370000MA3C00100') };
const PERSON = { personId: 'P100', phone: '13800000100', username: '齐鲁果品', accountId: 'U100' };
const PLANS = [
  { tntId: 'T1001', joinId: 'JOIN-T1001', plan: 'joined' },
  { tntId: 'T1002', joinId: 'JOIN-T1002', plan: 'applying' },
  { tntId: 'T1003', joinId: 'JOIN-T1003', plan: 'refused', reason: '本平台仅接受中药材产业企业入驻' },
] as const;
const APPLICANT: Mover<JoinRole> = { accountId: PERSON.accountId, companyId: COMPANY.companyId, role: 'applicant' };
const PLATFORM: Mover<JoinRole> = { accountId: 'A010', companyId: 'C000', role: 'platform' };
const at = (i: number, minutes: number) => new Date(SEED_TIME.getTime() + (i * 180 + minutes) * 60_000);

export async function seedJoinDemo(db: Database): Promise<void> {
  const passwordHash = await withTenant(db.orm, SRC, async (tx) => {
    const [had] = await tx.select().from(userTables.persons).where(and(eq(userTables.persons.tntId, SRC), eq(userTables.persons.personId, PERSON.personId)));
    if (had) return had.passwordHash;
    const hash = await hashPassword(DEMO_PASSWORD);
    await tx.insert(userTables.companies).values({ tntId: SRC, ...COMPANY, authStatus: '3', createdAt: SEED_TIME }).onConflictDoNothing();
    await tx.insert(userTables.persons).values({
      tntId: SRC, personId: PERSON.personId, phone: PERSON.phone, passwordHash: hash, username: PERSON.username, userIcon: '', realName: '孙齐鲁', idCard: null,
      userAuthStatus: '3', lastAccountId: PERSON.accountId, createdAt: SEED_TIME,
    }).onConflictDoNothing();
    await tx.insert(userTables.accounts).values({ tntId: SRC, accountId: PERSON.accountId, personId: PERSON.personId, accountType: 2, companyId: COMPANY.companyId, isTnt: false, status: '1', createdAt: SEED_TIME }).onConflictDoNothing();
    await tx.insert(permissionTables.accountRoles).values({ tntId: SRC, accountId: PERSON.accountId, roleId: 'R02' }).onConflictDoNothing();
    return hash;
  });
  for (const [i, p] of PLANS.entries()) {
    await withTenant(db.orm, p.tntId, async (tx) => {
      const [had] = await tx.select({ id: t.platformJoins.joinId }).from(t.platformJoins).where(and(eq(t.platformJoins.tntId, p.tntId), eq(t.platformJoins.joinId, p.joinId)));
      if (had) return;
      const [row] = await tx.insert(t.platformJoins).values({
        tntId: p.tntId, joinId: p.joinId, srcTntId: SRC, srcCompanyId: COMPANY.companyId, srcPersonId: PERSON.personId, companyNm: COMPANY.companyNm,
        creditCode: COMPANY.creditCode, applicantNm: '孙齐鲁', phone: PERSON.phone, status: '1', reason: '', companyId: null, createdAt: at(i, 0), updatedAt: at(i, 0),
      }).returning();
      await joinDocument.record(tx, row!, { move: 'apply', from: null, to: '1', actor: APPLICANT, note: '', at: at(i, 0) });
      if (p.plan === 'joined') await joinDocument.move(tx, { tntId: p.tntId, id: p.joinId, move: 'approve', actor: PLATFORM, now: at(i, 90), args: { passwordHash, username: PERSON.username } });
      if (p.plan === 'refused') await joinDocument.move(tx, { tntId: p.tntId, id: p.joinId, move: 'refuse', actor: PLATFORM, now: at(i, 90), args: { reason: p.reason } });
    });
  }
}
