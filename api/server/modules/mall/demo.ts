// The mall domain's demo data (seedDemo): the three malls of every demo tenant, the first two's footers, and
// the industry platforms' ads (demo-advs.ts).
import { withTenant, type Database } from '../../db';
import { TENANTS } from '../../seed';
import * as t from './tables';
import { seedDemoAdvs } from './demo-advs';

export const MALLS = [
  { mallId: 'M01', mallNm: '农产品零售商城', mallType: '1', mallStatus: '1', sort: 1 },
  { mallId: 'M02', mallNm: '企业采购商城', mallType: '2', mallStatus: '1', sort: 2 },
  { mallId: 'M03', mallNm: '产地直供商城', mallType: '5', mallStatus: '0', sort: 3 },
] as const;


export async function seedMallDemo(db: Database): Promise<void> {
  for (const x of TENANTS) {
    const tntId = x.tntId;
    await withTenant(db.orm, tntId, async (tx) => {
      await tx.insert(t.malls).values(MALLS.map((m) => ({ tntId, ...m }))).onConflictDoNothing();
      await tx.insert(t.mallFooters).values(MALLS.slice(0, 2).map((m) => ({
        tntId, mallId: m.mallId, cooperationPhone: '400-800-2026', cooperationEmail: `service@${x.idytpCd.toLowerCase()}.example.cn`,
        friendshipLink: '农业农村部,全国农产品商务信息公共服务平台', partners: '绿源农业,丰收合作社,安达物流', otherContent: `${x.systemName}：${m.mallNm}`,
        copyright: `© 2026 ${x.tntName} 版权所有`,
      }))).onConflictDoNothing();
      if (!x.isUnify) await seedDemoAdvs(tx, tntId, Date.now());
    });
  }
}
