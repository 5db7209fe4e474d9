// Demo settlements in every state (issue 31 item 5: every screen shows real rows to the demo accounts on a
// fresh start). 绿源农业科技 (C001, shop, 13800000002) sold five orders to 丰收 (C002) that were paid online
// through the platform and completed (made by the payment module's demo seed, noted 演示结算订单·N); the shop
// applied to settle them and the platform (the tenant admin 13800000001) decided: one bill of two orders
// settled (paid by bank transfer), one refused, then applied again and approved (awaiting payment), one
// withdrawn, then applied again (awaiting review); the fifth order is left unsettled for the shop to try.
// Made through the module's own apply and moves, so amounts and history are what real use leaves.
// Idempotent: skipped once a bill of the demo orders exists.
import { and, eq, inArray, like } from 'drizzle-orm';
import { withTenant, type Database } from '../../db';
import type { Deps, Principal } from '../../core';
import { DEMO_TENANT_ID as TNT } from '../../seed';
import { indentTables } from '../indent';
import { seedCompletedDemoOrders } from '../payment';
import * as t from './tables';
import { applySettlement, approveSettlement, cancelSettlement, paySettlement, refuseSettlement } from './service';

const NOTE = '演示结算订单';
const DAY = 24 * 3_600_000;
const ORDERS = [
  { key: '1', daysAgo: 30 },
  { key: '2', daysAgo: 29, lines: 2 },
  { key: '3', daysAgo: 27 },
  { key: '4', daysAgo: 25 },
  { key: '5', daysAgo: 23 },
];

const principal = (accountId: string, companyId: string, isTnt: boolean) => ({ tntId: TNT, accountId, companyId, isTnt }) as unknown as Principal;
const SHOP = principal('A020', 'C001', false);
const PLATFORM = principal('A010', 'C000', true);

export async function seedDemoSettlements(db: Database, now = Date.now()): Promise<{ created: number }> {
  await seedCompletedDemoOrders(db, NOTE, ORDERS, now);
  const o = indentTables.orders;
  const orders = await withTenant(db.orm, TNT, (tx) => tx.select({ orderId: o.orderId, note: o.note }).from(o).where(and(eq(o.tntId, TNT), like(o.note, `${NOTE}·%`))));
  const id = new Map(orders.map((x) => [x.note.slice(NOTE.length + 1), x.orderId]));
  if (ORDERS.some((x) => !id.has(x.key))) return { created: 0 };
  const [seeded] = await withTenant(db.orm, TNT, (tx) => tx.select({ id: t.settlementOrders.settlementId }).from(t.settlementOrders)
    .where(and(eq(t.settlementOrders.tntId, TNT), inArray(t.settlementOrders.orderId, [...id.values()]))).limit(1));
  if (seeded) return { created: 0 };
  let at = now - 20 * DAY;
  // The services read the time from the clock: each step a few hours after the one before.
  const deps = { orm: db.orm, db, clock: { now: () => at } } as unknown as Deps;
  const step = () => {
    at += 5 * 3_600_000;
  };
  const apply = async (keys: string[], remark: string) => {
    step();
    return (await applySettlement(deps, SHOP, { orderIds: keys.map((k) => id.get(k)!), remark })).settlementId;
  };
  const settled = await apply(['1', '2'], '10月下旬网银订单结算');
  step();
  await approveSettlement(deps, PLATFORM, settled);
  step();
  await paySettlement(deps, PLATFORM, { settlementId: settled, transferNo: 'CCB20261108000123' });
  const refused = await apply(['3'], '11月上旬订单结算');
  step();
  await refuseSettlement(deps, PLATFORM, { settlementId: refused, refuseReason: '备注信息不全，请补充开票信息后重新申请' });
  const approved = await apply(['3'], '11月上旬订单结算（已补充开票信息）');
  step();
  await approveSettlement(deps, PLATFORM, approved);
  const withdrawn = await apply(['4'], '11月中旬订单结算');
  step();
  await cancelSettlement(deps, SHOP, withdrawn);
  await apply(['4'], '11月中旬订单结算（重新申请）');
  return { created: 5 };
}
