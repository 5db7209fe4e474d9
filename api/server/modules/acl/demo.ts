// The demo people and their logins (the acl module's seedDemo: it holds the password hashing): the
// enterprises, people, accounts and account roles of every demo tenant, and the demo tenant's invitation.
// Passwords are hashed only for people not yet present.
import { and, eq, inArray } from 'drizzle-orm';
import { withTenant, type Database, type Tx } from '../../db';
import { creditCode, DEMO_TENANT_ID, SEED_TIME, TENANTS, type DemoTenant } from '../../seed';
import { permissionTables } from '../permission';
import { userTables } from '../user';
import { hashPassword } from './passwords';
import * as aclTables from './tables';

const t = { ...userTables, ...aclTables, accountRoles: permissionTables.accountRoles };

export const DEMO_PASSWORD = 'Demo@2026';

export const COMPANIES = [
  { companyId: 'C000', companyNm: '农业产业平台运营有限公司', creditCode: creditCode('91110108MA01PT000') },
  { companyId: 'C001', companyNm: '绿源农业科技有限公司', creditCode: creditCode('91330100MA2C00001') },
  { companyId: 'C002', companyNm: '丰收农产品采购有限公司', creditCode: creditCode('91330100MA2C00002') },
  { companyId: 'C003', companyNm: '惠农代销服务有限公司', creditCode: creditCode('91330100MA2C00003') },
  { companyId: 'C004', companyNm: '安达仓储物流有限公司', creditCode: creditCode('91330100MA2C00004') },
] as const;

type Acc = { accountId: string; type: 1 | 2; companyId: string | null; isTnt: boolean; roles: string[] };
export interface DemoPerson {
  personId: string;
  phone: string;
  username: string;
  realName: string;
  userAuthStatus: string;
  accounts: Acc[];
}

/** The demo tenant's people (issue 2), password Demo@2026. 13800000002 holds two enterprise accounts. */
export const PEOPLE: DemoPerson[] = [
  { personId: 'P00', phone: '13800000000', username: '公共后台管理员', realName: '王公共', userAuthStatus: '3',
    accounts: [{ accountId: 'A000', type: 2, companyId: 'C000', isTnt: false, roles: ['R02'] }] },
  { personId: 'P01', phone: '13800000001', username: '平台管理员', realName: '李平台', userAuthStatus: '3',
    accounts: [{ accountId: 'A010', type: 2, companyId: 'C000', isTnt: true, roles: ['R01'] }] },
  { personId: 'P02', phone: '13800000002', username: '绿源卖家', realName: '张卖家', userAuthStatus: '3',
    accounts: [
      { accountId: 'A020', type: 2, companyId: 'C001', isTnt: false, roles: ['R03'] },
      { accountId: 'A021', type: 2, companyId: 'C002', isTnt: false, roles: ['R04'] },
    ] },
  { personId: 'P03', phone: '13800000003', username: '丰收买家', realName: '赵买家', userAuthStatus: '3',
    accounts: [{ accountId: 'A030', type: 2, companyId: 'C002', isTnt: false, roles: ['R04'] }] },
  { personId: 'P04', phone: '13800000004', username: '惠农代销', realName: '钱代销', userAuthStatus: '3',
    accounts: [{ accountId: 'A040', type: 2, companyId: 'C003', isTnt: false, roles: ['R05'] }] },
  { personId: 'P05', phone: '13800000005', username: '安达仓管', realName: '孙仓管', userAuthStatus: '3',
    accounts: [{ accountId: 'A050', type: 2, companyId: 'C004', isTnt: false, roles: ['R06'] }] },
  { personId: 'P06', phone: '13800000006', username: '李农户', realName: '李农户', userAuthStatus: '3',
    accounts: [{ accountId: 'A060', type: 1, companyId: null, isTnt: false, roles: ['R07'] }] },
];

/** The public back office admin (13800000000) in the unify tenant, and a tenant admin in each industry
 * tenant, so every tenant can be logged into. */
export const UNIFY_PEOPLE: DemoPerson[] = [
  { personId: 'P00', phone: '13800000000', username: '公共后台管理员', realName: '王公共', userAuthStatus: '3',
    accounts: [{ accountId: 'U000', type: 2, companyId: 'C000', isTnt: true, roles: ['R02'] }] },
];
export const OTHER_TENANT_PEOPLE: DemoPerson[] = [
  { personId: 'P01', phone: '13800000001', username: '平台管理员', realName: '李平台', userAuthStatus: '3',
    accounts: [{ accountId: 'A010', type: 2, companyId: 'C000', isTnt: true, roles: ['R01'] }] },
];

export const INVITATIONS = [{ inviteCode: 'FENGSHOU2026', companyId: 'C002', roleId: 'R09' }] as const;


/** Who is seeded in a demo tenant: the unify tenant's admin, the demo tenant's people, a tenant admin elsewhere. */
export const peopleOf = (x: DemoTenant): DemoPerson[] => (x.isUnify ? UNIFY_PEOPLE : x.tntId === DEMO_TENANT_ID ? PEOPLE : OTHER_TENANT_PEOPLE);

const companiesOf = (x: DemoTenant) =>
  x.isUnify ? [{ companyId: 'C000', companyNm: '企业公共服务中心', creditCode: COMPANIES[0].creditCode }] : x.tntId === DEMO_TENANT_ID ? COMPANIES : [COMPANIES[0]];

async function seedPeople(tx: Tx, tntId: string, people: DemoPerson[], hash: () => Promise<string>): Promise<void> {
  const present = new Set(
    (await tx.select({ id: t.persons.personId }).from(t.persons).where(and(eq(t.persons.tntId, tntId), inArray(t.persons.personId, people.map((p) => p.personId))))).map((r) => r.id),
  );
  for (const p of people) {
    if (!present.has(p.personId)) {
      await tx.insert(t.persons).values({
        tntId, personId: p.personId, phone: p.phone, passwordHash: await hash(), username: p.username, userIcon: '',
        realName: p.realName, idCard: null, userAuthStatus: p.userAuthStatus, lastAccountId: p.accounts[0]!.accountId, createdAt: SEED_TIME,
      }).onConflictDoNothing();
    }
    for (const a of p.accounts) {
      await tx.insert(t.accounts).values({
        tntId, accountId: a.accountId, personId: p.personId, accountType: a.type, companyId: a.companyId, isTnt: a.isTnt, status: '1', createdAt: SEED_TIME,
      }).onConflictDoNothing();
      for (const roleId of a.roles) await tx.insert(t.accountRoles).values({ tntId, accountId: a.accountId, roleId }).onConflictDoNothing();
    }
  }
}

export async function seedPeopleDemo(db: Database): Promise<void> {
  let hashed: Promise<string> | null = null;
  const hash = () => (hashed ??= hashPassword(DEMO_PASSWORD));
  for (const x of TENANTS) {
    await withTenant(db.orm, x.tntId, async (tx) => {
      const tntId = x.tntId;
      await tx.insert(t.companies).values(companiesOf(x).map((c) => ({ tntId, ...c, authStatus: '3', createdAt: SEED_TIME }))).onConflictDoNothing();
      await seedPeople(tx, tntId, peopleOf(x), hash);
      if (tntId === DEMO_TENANT_ID) {
        await tx.insert(t.invitations).values(INVITATIONS.map((i) => ({ tntId, ...i, expiresAt: new Date('2099-12-31T00:00:00Z') }))).onConflictDoNothing();
      }
    });
  }
}
