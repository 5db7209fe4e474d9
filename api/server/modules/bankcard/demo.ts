// Demo cash accounts in the demo tenant (idempotent: fixed ids, ON CONFLICT DO NOTHING): the seller 绿源农业科技
// (C001) receives on a company account (default) and a personal card; the buyer 丰收农产品采购 (C002), the
// platform (C000) and the personal member (A060) one each. Personal card numbers carry valid Luhn digits.
import { withTenant, type Database } from '../../db';
import { DEMO_TENANT_ID, SEED_TIME } from '../../seed';
import { checkPlace } from './place';
import * as t from './tables';

const CARDS = [
  { cardId: 'BC0001', ownerId: 'C001', accountType: '1', accountName: '绿源农业科技有限公司', cardNo: '1202021309900012345', bankCode: '102', cityCode: '330100', branch: '001', isDefault: true },
  { cardId: 'BC0002', ownerId: 'C001', accountType: '2', accountName: '陈绿源', cardNo: '6222021602001234568', bankCode: '102', cityCode: '370600', branch: '002', isDefault: false },
  { cardId: 'BC0003', ownerId: 'C002', accountType: '1', accountName: '丰收农产品采购有限公司', cardNo: '33050161723500000456', bankCode: '105', cityCode: '330100', branch: '001', isDefault: true },
  { cardId: 'BC0004', ownerId: 'C000', accountType: '1', accountName: '农业产业平台运营有限公司', cardNo: '0200004509200123456', bankCode: '102', cityCode: '110100', branch: '001', isDefault: true },
] as const;

export async function seedBankcardDemo(db: Database): Promise<void> {
  await withTenant(db.orm, DEMO_TENANT_ID, async (tx) => {
    for (const x of CARDS) {
      const place = checkPlace({ bankCode: x.bankCode, provinceCode: `${x.cityCode.slice(0, 2)}0000`, cityCode: x.cityCode, branchCode: `${x.bankCode}${x.cityCode}${x.branch}` });
      await tx.insert(t.bankCards).values({
        tntId: DEMO_TENANT_ID, cardId: x.cardId, ownerId: x.ownerId, accountType: x.accountType, accountName: x.accountName, cardNo: x.cardNo, ...place,
        isDefault: x.isDefault, createdAt: SEED_TIME, updatedAt: SEED_TIME,
      }).onConflictDoNothing();
    }
  });
}
