// /indent/express/*: the companies, and a delivery's tracking for a party of its order (404 otherwise).
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../db';
import { t } from './all-tables';
import { fail, type Deps, type Principal } from '../../core';
import { builtInTracking, EXPRESS_COMPANIES } from './express';
import { isParty } from './move';
import type { Actor } from './types';

export const companies = () => EXPRESS_COMPANIES.map((c) => ({ ...c }));

export async function track(deps: Deps, p: Principal, body: { orderId: string; deliveryId: string }) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const [o] = await tx.select().from(t.orders).where(and(eq(t.orders.tntId, p.tntId), eq(t.orders.orderId, body.orderId)));
    const sides: Actor[] = [
      { accountId: p.accountId, companyId: p.companyId, role: 'seller' },
      { accountId: p.accountId, companyId: p.companyId, role: 'buyer' },
    ];
    if (!o || !(p.isTnt || sides.some((a) => isParty(o, a)))) throw fail('NOT_FOUND', '订单不存在');
    const [d] = await tx
      .select()
      .from(t.orderDeliveries)
      .where(and(eq(t.orderDeliveries.tntId, p.tntId), eq(t.orderDeliveries.orderId, o.orderId), eq(t.orderDeliveries.deliveryId, body.deliveryId)));
    if (!d) throw fail('NOT_FOUND', '发货单不存在');
    return { expressNm: d.expressNm, trackingNo: d.trackingNo, events: await builtInTracking.track(d) };
  });
}
