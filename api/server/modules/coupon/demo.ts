// Demo coupons in every state (issue 31 item 3) for the demo enterprises of T1001: 绿源农业科技 (C001,
// 13800000002) runs coupons (满减, 折扣 on its tea, 无门槛 on three goods; one not started, one ended, one
// closed); 丰收农产品采购 (C002, 13800000003) holds them unused, used by an order awaiting the seller, and
// expired; the personal member (A060) holds one. Made through the module's own functions at past times, then
// swept as the scheduler would, so statuses, counts and history rows are what real use leaves. Idempotent:
// a coupon of C001 with the scenario's name is skipped; the one for the e2e (无门槛) is never taken here.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { withTenant, type Database, type Tx } from '../../db';
import { DEMO_TENANT_ID as TNT } from '../../seed';
import { itemTables, orderSkuColumns } from '../item';
import { insertOrder } from '../indent';
import { lineFen } from '../../money';
import { ORDER_TYPE, PAY_TYPE, orderTypeNo } from '../../codes';
import * as t from './tables';
import { addCoupon, closeCoupon, takeCoupon, type CouponInput } from './service';
import { claimCoupon, markCouponUsed } from './checkout';
import { sweepCoupons } from './sweep';
import { chinaDateOf } from './dates';
import type { UserCouponActor } from './types';

const SELLER = { accountId: 'A020', companyId: 'C001', role: 'seller' as const };
const BUYER: UserCouponActor = { accountId: 'A030', companyId: 'C002', role: 'buyer' };
const PERSONAL: UserCouponActor = { accountId: 'A060', companyId: null, role: 'buyer' };
const DAY = 86_400_000;
const ADDRESS = { consignee: '王建国', phone: '13800000003', regionCode: '370602', regionName: '山东省烟台市芝罘区', detail: '幸福路88号丰收农产品采购中心' };

interface Scenario {
  name: string;
  /** Days from now: created (and starting, unless startIn) and ending. */
  createdAgo: number;
  startIn?: number;
  endIn: number;
  rule: Pick<CouponInput, 'couponType' | 'threshold' | 'value' | 'discount' | 'maxOff' | 'validType' | 'validDays' | 'totalCount' | 'perLimit' | 'remark'>;
  scope: 'all' | 'tea' | 'goods';
  takes?: { by: UserCouponActor; ago: number }[];
  use?: boolean;
  closeAgo?: number;
}

const SCENARIOS: Scenario[] = [
  {
    name: '新客满减券', createdAgo: 20, endIn: 30, scope: 'all', use: true,
    rule: { couponType: '1', threshold: '100', value: '10', validType: '1', totalCount: 500, perLimit: 3, remark: '全店通用，满100元减10元' },
    takes: [{ by: BUYER, ago: 18 }, { by: BUYER, ago: 17 }, { by: PERSONAL, ago: 7 }],
  },
  {
    name: '茶叶85折券', createdAgo: 5, endIn: 60, scope: 'tea',
    rule: { couponType: '2', threshold: '50', discount: '8.5', maxOff: '30', validType: '2', validDays: 30, totalCount: 200, perLimit: 1, remark: '茶叶类商品满50元打8.5折，最多优惠30元' },
    takes: [{ by: BUYER, ago: 4 }],
  },
  { name: '无门槛5元券', createdAgo: 1, endIn: 30, scope: 'goods', rule: { couponType: '1', threshold: '0', value: '5', validType: '1', totalCount: 50, perLimit: 1, remark: '指定商品无门槛立减5元' } },
  { name: '年货节预热券', createdAgo: 2, startIn: 5, endIn: 40, scope: 'all', rule: { couponType: '1', threshold: '300', value: '30', validType: '1', totalCount: 300, perLimit: 2 } },
  {
    name: '秋收促销券', createdAgo: 60, endIn: -31, scope: 'all', rule: { couponType: '1', threshold: '200', value: '20', validType: '1', totalCount: 100, perLimit: 1 },
    takes: [{ by: BUYER, ago: 50 }],
  },
  {
    name: '清仓折扣券', createdAgo: 20, endIn: 10, scope: 'all', closeAgo: 3, rule: { couponType: '2', threshold: '0', discount: '9', validType: '1', totalCount: 100, perLimit: 1 },
    takes: [{ by: BUYER, ago: 15 }],
  },
];

/** Scope ids: C001's 茶叶 category, or three of its on-shelf goods. */
async function scopeIds(tx: Tx, scope: Scenario['scope']): Promise<string[]> {
  if (scope === 'all') return [];
  if (scope === 'tea') {
    const c = itemTables.itemCategories;
    const rows = await tx.select({ id: c.categoryId }).from(c).where(and(eq(c.tntId, TNT), eq(c.companyId, SELLER.companyId), eq(c.parentId, '0'), eq(c.categoryNm, '茶叶')));
    return rows.map((r) => r.id);
  }
  const i = itemTables.items;
  const rows = await tx.select({ id: i.itemId }).from(i).where(and(eq(i.tntId, TNT), eq(i.companyId, SELLER.companyId), eq(i.status, '1'), eq(i.mallId, 'M02'))).orderBy(asc(i.itemId)).limit(3);
  return rows.map((r) => r.id);
}

/** An order of C002 to C001 of at least 120 yuan, using the coupon (as checkout does: claimed, then used). */
async function orderWithCoupon(tx: Tx, userCouponId: string, at: Date): Promise<void> {
  const s = itemTables.itemSkus;
  const i = itemTables.items;
  const [sku] = await tx
    .select({ skuId: s.skuId, itemId: s.itemId, priceFen: orderSkuColumns.priceFen, left: sql<string>`${s.stock} - ${s.reserved}` })
    .from(s).innerJoin(i, and(eq(i.tntId, s.tntId), eq(i.itemId, s.itemId)))
    .where(and(eq(s.tntId, TNT), eq(i.companyId, SELLER.companyId), eq(i.status, '1'), gte(sql`${s.stock} - ${s.reserved}`, 20), gte(s.price, '20')))
    .orderBy(asc(s.price), asc(s.skuId)).limit(1);
  if (!sku) return;
  const quantity = Math.max(1, Math.ceil(12_000 / Number(sku.priceFen)));
  if (quantity > Number(sku.left)) return;
  const lines = [{ itemId: sku.itemId, amountFen: lineFen(Number(sku.priceFen), quantity) }];
  const discountFen = await claimCoupon(tx, TNT, BUYER, userCouponId, { sellerId: SELLER.companyId, lines }, at);
  const order = await insertOrder(tx, at, {
    tntId: TNT, buyer: { accountId: BUYER.accountId, companyId: BUYER.companyId }, sellerCompanyId: SELLER.companyId, orderType: orderTypeNo(ORDER_TYPE.mall),
    payType: Number(PAY_TYPE.payFirst), lines: [{ skuId: sku.skuId, quantity }], freightFen: 1000, discountFen, address: ADDRESS, note: '演示优惠券订单',
    by: { accountId: BUYER.accountId, companyId: BUYER.companyId, role: 'buyer' }, onShelfOnly: true,
  });
  await markCouponUsed(tx, TNT, BUYER, userCouponId, { orderId: order.orderId, orderNo: order.orderNo, discountFen }, at);
}

export async function seedDemoCoupons(db: Database, now = Date.now()): Promise<{ created: number }> {
  const c = t.coupons;
  const done = new Set((await withTenant(db.orm, TNT, (tx) => tx.select({ nm: c.couponNm }).from(c).where(and(eq(c.tntId, TNT), eq(c.sellerCompanyId, SELLER.companyId))))).map((r) => r.nm));
  let created = 0;
  for (const s of SCENARIOS) {
    if (done.has(s.name)) continue;
    const made = await withTenant(db.orm, TNT, async (tx) => {
      const ids = await scopeIds(tx, s.scope);
      if (s.scope !== 'all' && !ids.length) return false;
      const at = new Date(now - s.createdAgo * DAY);
      const row = await addCoupon(tx, TNT, SELLER, {
        couponNm: s.name, ...s.rule, scopeType: s.scope === 'all' ? '1' : s.scope === 'tea' ? '2' : '3', scopeIds: ids,
        startDate: chinaDateOf(new Date(now + (s.startIn ?? -s.createdAgo) * DAY)), endDate: chinaDateOf(new Date(now + s.endIn * DAY)),
      }, at);
      let firstOfBuyer: string | undefined;
      for (const take of s.takes ?? []) {
        const { row: u } = await takeCoupon(tx, TNT, take.by, row.couponId, new Date(now - take.ago * DAY));
        if (take.by === BUYER) firstOfBuyer ??= u.userCouponId;
      }
      // Older than the other demo orders (payment/seed-demo.ts: at most 15 days), so the first page of
      // the order lists shows what it showed before.
      if (s.use && firstOfBuyer) await orderWithCoupon(tx, firstOfBuyer, new Date(now - 16 * DAY));
      if (s.closeAgo !== undefined) await closeCoupon(tx, TNT, SELLER, row.couponId, '库存清完，提前结束', new Date(now - s.closeAgo * DAY));
      return true;
    });
    if (made) created++;
  }
  // What the scheduler's sweep would have done by now: started, ended, expired.
  await withTenant(db.orm, TNT, (tx) => sweepCoupons(tx, TNT, new Date(now)));
  return { created };
}
