// The notice domain's demo data (seedDemo): notices to everyone in every demo tenant, and one to the buyer
// account A030 in the demo tenant.
import { withTenant, type Database } from '../../db';
import { DEMO_TENANT_ID, SEED_TIME, TENANTS } from '../../seed';
import * as t from './tables';

export const NOTICES = [
  { noticeId: 'N001', accountId: null, title: '平台上线公告', content: '欢迎使用农业产业交易平台，请完善企业认证信息。', minutes: 0 },
  { noticeId: 'N002', accountId: null, title: '春耕备货提醒', content: '春耕备货季已开始，请及时上架农资商品。', minutes: 60 },
  { noticeId: 'N003', accountId: null, title: '系统维护通知', content: '本周六 22:00-24:00 进行系统维护，期间暂停交易。', minutes: 120 },
  { noticeId: 'N004', accountId: 'A030', title: '采购订单待确认', content: '您有一笔采购订单待卖家确认。', minutes: 180 },
] as const;


export async function seedNoticeDemo(db: Database): Promise<void> {
  for (const { tntId } of TENANTS) {
    await withTenant(db.orm, tntId, (tx) => tx.insert(t.notices).values(NOTICES.filter((n) => tntId === DEMO_TENANT_ID || n.accountId === null).map((n) => ({
      tntId, noticeId: n.noticeId, accountId: n.accountId, title: n.title, content: n.content, txdDt: new Date(SEED_TIME.getTime() + n.minutes * 60_000),
    }))).onConflictDoNothing());
  }
}
