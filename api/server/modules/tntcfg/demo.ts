// The tntcfg domain's demo data (seedDemo): in the demo tenant, a recorded page-settings change and a
// function-settings change, and two versions of a screen patch on the tenant admin's certification review
// list (relabel and reorder, then a page size), so the settings pages and the patch editor show real
// rows on a fresh start. Written once: later starts change nothing.
import { withTenant, type Database } from '../../db';
import { DEMO_TENANT_ID, SEED_TIME } from '../../seed';
import * as t from './tables';

const ADMIN_ACCOUNT = 'A010';

export async function seedTntcfgDemo(db: Database): Promise<void> {
  const tntId = DEMO_TENANT_ID;
  await withTenant(db.orm, tntId, async (tx) => {
    const at = (minutes: number) => new Date(SEED_TIME.getTime() + minutes * 60_000);
    await tx.insert(t.tenantSettingChanges).values([
      {
        tntId, changeId: 'DEMO-PAGE-1', area: 'page', accountId: ADMIN_ACCOUNT, actorNm: '平台管理员', changedAt: at(1),
        changes: [{ name: 'TNT_CST_INTRODUCTION', title: '平台介绍', before: '', after: '连接农户、合作社与采购商的农业产业交易平台' }],
      },
      {
        tntId, changeId: 'DEMO-FUNC-1', area: 'function', accountId: ADMIN_ACCOUNT, actorNm: '平台管理员', changedAt: at(2),
        changes: [{ name: 'TNT_DOWNSELF_ITEM', title: '平台下架商品', before: '0', after: '1' }],
      },
    ]).onConflictDoNothing();
    await tx.insert(t.screenPatchVersions).values([
      {
        tntId, screen: 'CompanyCert', version: 1, note: '审核列表：申请人列改名', rollbackOf: null, accountId: ADMIN_ACCOUNT, actorNm: '平台管理员', createdAt: at(3),
        patch: { items: [{ at: 'columns/applicantNm', label: '提交人' }], order: [] },
      },
      {
        tntId, screen: 'CompanyCert', version: 2, note: '审核列表：每页20条', rollbackOf: null, accountId: ADMIN_ACCOUNT, actorNm: '平台管理员', createdAt: at(4),
        patch: { items: [{ at: 'columns/applicantNm', label: '提交人' }, { at: '', pageSize: 20 }], order: [] },
      },
    ]).onConflictDoNothing();
  });
}
