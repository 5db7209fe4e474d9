// Demo data, seeded on first start and idempotent: fixed ids, INSERT ... ON CONFLICT DO NOTHING, and
// passwords hashed only for people not yet present.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { withTenant, type Database, type Tx } from '../db';
import { tables as t } from '../modules';
import { hashPassword } from '../modules/acl';
import { seedGoods, type GoodsSeedReport } from './goods';
import {
  COMPANIES, CUSTOM_MENU_ROLES, CUSTOM_MENUS, DEMO_PASSWORD, DEMO_TENANT_ID, INVITATIONS, MALLS, NOTICES, OTHER_TENANT_PEOPLE, PEOPLE, ROLES, SEED_TIME, TENANTS,
  UNIFY_PEOPLE, type DemoPerson,
} from './demo-data';
import { paramsFor } from './tenant-params';

export { DEMO_PASSWORD, DEMO_TENANT_ID, PEOPLE, TENANTS, ROLES, COMPANIES } from './demo-data';

/** Global rows (the demo tenants and their host names), written as the owner. The code list is reference
 * data (reference.ts), written at every start. */
export async function seedGlobals(db: Database): Promise<void> {
  for (const x of TENANTS) {
    await db.owner.query(
      `INSERT INTO tenants (tnt_id, idytp_cd, industry_name, tnt_name, system_name, introduction, tag, index_type, host_level,
         general_login, is_unify, selectable, sort) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) ON CONFLICT DO NOTHING`,
      [x.tntId, x.idytpCd, x.industryName, x.tntName, x.systemName, x.introduction, x.tag, x.indexType, x.hostLevel,
        x.generalLogin, x.isUnify, x.selectable, x.sort],
    );
    for (const host of x.hosts) await db.owner.query('INSERT INTO tenant_hosts (host, tnt_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [host, x.tntId]);
  }
}

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

/** The demo tenant's custom menus (def_menu 0: the menu sync leaves them alone) and their role grants. */
async function seedCustomMenus(tx: Tx, tntId: string): Promise<void> {
  await tx.insert(t.menus).values(CUSTOM_MENUS.map((m) => ({
    tntId, menuId: m.menuId, menuNm: m.menuNm, menuPath: '', parentMenuId: '0', menuOrderno: m.order, menuType: 'menu', type: 1,
    menuSort: m.order, defMenu: 0, belong: '1', webUrl: m.webUrl, embedWay: m.embedWay, meta: {},
  }))).onConflictDoNothing();
  await tx.insert(t.roleGrants).values(CUSTOM_MENU_ROLES.flatMap((roleId) => CUSTOM_MENUS.map((m) => ({ tntId, roleId, grantKey: m.menuId })))).onConflictDoNothing();
}

/** Quick entries for demo accounts that have none: their first two permitted pages (if screens exist). */
async function seedShortcuts(tx: Tx, tntId: string, accountId: string, grants: readonly string[]): Promise<void> {
  const has = await tx.select({ id: t.shortcutMenus.id }).from(t.shortcutMenus).where(and(eq(t.shortcutMenus.tntId, tntId), eq(t.shortcutMenus.accountId, accountId)));
  if (has.length) return;
  const menus = await tx.select().from(t.menus).where(and(eq(t.menus.tntId, tntId), eq(t.menus.type, 1))).orderBy(asc(t.menus.menuOrderno), asc(t.menus.menuId));
  const byId = new Map(menus.map((m) => [m.menuId, m]));
  const granted = (m: (typeof menus)[number]): boolean => {
    for (let cur: typeof m | undefined = m; cur; cur = byId.get(cur.parentMenuId)) if (grants.includes('*') || grants.includes(cur.menuPath)) return true;
    return false;
  };
  const picks = menus.filter((m) => !m.meta.hidden && granted(m)).slice(0, 2);
  for (const [i, m] of picks.entries()) {
    await tx.insert(t.shortcutMenus).values({
      tntId, id: `S${accountId}${i}`, accountId, menuName: [...m.menuNm].slice(0, 5).join(''), menuId: m.menuId, createdAt: new Date(SEED_TIME.getTime() + i),
    }).onConflictDoNothing();
  }
}

/** Answers what the goods seed did per tenant (seeded or skipped, counts, milliseconds). */
export async function seedTenantData(db: Database): Promise<GoodsSeedReport[]> {
  let hashed: Promise<string> | null = null;
  const hash = () => (hashed ??= hashPassword(DEMO_PASSWORD));
  for (const x of TENANTS) {
    await withTenant(db.orm, x.tntId, async (tx) => {
      const tntId = x.tntId;
      await tx.insert(t.tenantParams).values(paramsFor(x).map((p) => ({ tntId, ...p }))).onConflictDoNothing();
      for (const r of ROLES) {
        await tx.insert(t.roles).values({ tntId, roleId: r.roleId, roleNm: r.roleNm, roleCode: r.roleCode }).onConflictDoNothing();
        await tx.insert(t.roleGrants).values(r.grants.map((grantKey) => ({ tntId, roleId: r.roleId, grantKey }))).onConflictDoNothing();
      }
      await tx.insert(t.malls).values(MALLS.map((m) => ({ tntId, ...m }))).onConflictDoNothing();
      await tx.insert(t.mallFooters).values(MALLS.slice(0, 2).map((m) => ({
        tntId, mallId: m.mallId, cooperationPhone: '400-800-2026', cooperationEmail: `service@${x.idytpCd.toLowerCase()}.example.cn`,
        friendshipLink: '农业农村部,全国农产品商务信息公共服务平台', partners: '绿源农业,丰收合作社,安达物流', otherContent: `${x.systemName}：${m.mallNm}`,
        copyright: `© 2026 ${x.tntName} 版权所有`,
      }))).onConflictDoNothing();
      const companies = x.isUnify ? [{ companyId: 'C000', companyNm: '企业公共服务中心', creditCode: COMPANIES[0].creditCode }] : tntId === DEMO_TENANT_ID ? COMPANIES : [COMPANIES[0]];
      await tx.insert(t.companies).values(companies.map((c) => ({ tntId, ...c, authStatus: '3', createdAt: SEED_TIME }))).onConflictDoNothing();
      const people = x.isUnify ? UNIFY_PEOPLE : tntId === DEMO_TENANT_ID ? PEOPLE : OTHER_TENANT_PEOPLE;
      await seedPeople(tx, tntId, people, hash);
      await tx.insert(t.notices).values(NOTICES.filter((n) => tntId === DEMO_TENANT_ID || n.accountId === null).map((n) => ({
        tntId, noticeId: n.noticeId, accountId: n.accountId, title: n.title, content: n.content, txdDt: new Date(SEED_TIME.getTime() + n.minutes * 60_000),
      }))).onConflictDoNothing();
      if (tntId === DEMO_TENANT_ID) {
        await seedCustomMenus(tx, tntId);
        await tx.insert(t.invitations).values(INVITATIONS.map((i) => ({ tntId, ...i, expiresAt: new Date('2099-12-31T00:00:00Z') }))).onConflictDoNothing();
      }
      for (const p of people) {
        for (const a of p.accounts) {
          const grants = ROLES.filter((r) => (a.roles as readonly string[]).includes(r.roleId)).flatMap((r) => [...r.grants]);
          await seedShortcuts(tx, tntId, a.accountId, grants);
        }
      }
    });
  }
  // Demo goods and industry news (goods.ts): after the enterprises and malls they reference.
  return seedGoods(db);
}
