// The tenant domain's demo data: the demo tenants and their host names (seedDemoGlobals: global rows, written
// as the owner before the menu sync, which needs them), then each demo tenant's own parameters (seedDemo:
// platform (spec section 7 names), page (TNT_CST_*), register modules and the disabled-function list
// (contorValue)), before the defaults every tenant gets (reference data) so the demo's values win.
import { withTenant, type Database } from '../../db';
import { TENANTS, type DemoTenant } from '../../seed';
import * as t from './tables';

type Param = { paramNo: string; paramGroup: 'platform' | 'page' | 'register' | 'disable'; paramValue: string };

export function paramsFor(x: DemoTenant): Param[] {
  const apple = x.tag === 'APPLE';
  return [
    // Spec section 7 platform parameters; section 9: flags are true when the value is '1'.
    { paramNo: 'ENT_REAL_AUTH', paramGroup: 'platform', paramValue: '1' },
    { paramNo: 'PERSON_REAL_AUTH', paramGroup: 'platform', paramValue: '1' },
    { paramNo: 'USR00100101', paramGroup: 'platform', paramValue: apple ? '1' : '0' }, // need audit for register
    { paramNo: 'USR00600302', paramGroup: 'platform', paramValue: '0' }, // need audit when adding a customer
    { paramNo: 'NEED_WMS', paramGroup: 'platform', paramValue: '0' }, // spec 9: storage centre shown when '0'
    { paramNo: 'WMS_MANAGE_MODE', paramGroup: 'platform', paramValue: apple ? '1' : '0' },
    { paramNo: 'TNT_DOWNSELF_ITEM', paramGroup: 'platform', paramValue: '1' },
    { paramNo: 'TNT_CST_LOGO', paramGroup: 'page', paramValue: `/scprmall/brand/${x.idytpCd.toLowerCase()}-logo.svg` },
    { paramNo: 'TNT_CST_FONT', paramGroup: 'page', paramValue: 'PingFang SC' },
    { paramNo: 'TNT_CST_SKIN', paramGroup: 'page', paramValue: x.skin },
    { paramNo: 'TNT_CST_BACKGROUND', paramGroup: 'page', paramValue: `/scprmall/brand/${x.idytpCd.toLowerCase()}-login-bg.jpg` },
    { paramNo: 'REGISTER_MOBILE', paramGroup: 'register', paramValue: '1' },
    { paramNo: 'REGISTER_INVITATION', paramGroup: 'register', paramValue: '1' },
    { paramNo: 'REGISTER_ENTERPRISE', paramGroup: 'register', paramValue: '1' },
    { paramNo: 'REGISTER_PERSONAL', paramGroup: 'register', paramValue: x.registerPersonal },
    { paramNo: 'contorValue', paramGroup: 'disable', paramValue: apple ? 'complain,menu-wdyj' : '' },
  ];
}

export async function seedTenantsDemo(db: Database): Promise<void> {
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

export async function seedParamsDemo(db: Database): Promise<void> {
  for (const x of TENANTS) {
    const tntId = x.tntId;
    await withTenant(db.orm, tntId, (tx) => tx.insert(t.tenantParams).values(paramsFor(x).map((p) => ({ tntId, ...p }))).onConflictDoNothing());
  }
}
