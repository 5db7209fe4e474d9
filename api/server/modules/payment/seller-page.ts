// 收款管理 (payment.sellerPage): the payments made to the caller's enterprise as a seller, newest first,
// filtered by status, channel or number: where the seller finds offline vouchers awaiting confirmation.
// 支付记录 (payment.buyerPage): the same for what the caller's enterprise (or personal account) paid.
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { withTenant } from '../../db';

import { orderPort } from './orders';
import type { Seller } from './offline-service';
import type { Actor, PayableOrder } from './order-port';
import { payFlow } from './workflow';
import { orderFlow } from '../indent';
import { paymentView, withRefunds, type Granter } from './status-service';
import type { PayDeps } from './pay-deps';
import { paymentOrders, payments } from './tables';

export interface SellerPageArgs {
  pageNum: number;
  pageSize: number;
  status?: string;
  channel?: string;
  payNo?: string;
}

export const sellerPage = (deps: PayDeps, s: Seller, a: SellerPageArgs, grant: Granter) => paymentPage(deps, s, 'seller', eq(payments.sellerCompanyId, s.companyId), a, grant);

export const buyerPage = (deps: PayDeps, b: Actor, a: SellerPageArgs, grant: Granter) =>
  paymentPage(deps, b, 'buyer', b.companyId ? eq(payments.buyerCompanyId, b.companyId) : and(isNull(payments.buyerCompanyId), eq(payments.buyerAccountId, b.accountId))!, a, grant);

/** What the side may do with a payment now, served with the row (the screens show exactly these): the
 * seller confirms or rejects a voucher (the payment workflow's moves, not while its order is frozen); the
 * buyer pays again for an unfinished or refused attempt while its order still waits for that money. */
function actionsOf(side: 'seller' | 'buyer', status: string, order: PayableOrder | undefined): string[] {
  if (side === 'seller') return order && !order.frozen ? payFlow.allowed(status, 'seller') : [];
  const again = payFlow.is(status, 'waiting', 'failed', 'rejected') && !!order && orderFlow.is(order.status, 'awaitingPayment', 'receivedOwing');
  return again ? ['pay'] : [];
}

async function paymentPage(deps: PayDeps, s: Actor, sideName: 'seller' | 'buyer', side: SQL, a: SellerPageArgs, grant: Granter) {
  return withTenant(deps.orm, s.tntId, async (tx) => {
    const where: SQL[] = [eq(payments.tntId, s.tntId), side];
    if (a.status) where.push(eq(payments.status, a.status));
    if (a.channel) where.push(eq(payments.channel, a.channel));
    if (a.payNo?.trim()) where.push(eq(payments.payNo, a.payNo.trim()));
    const [{ n }] = (await tx.select({ n: count() }).from(payments).where(and(...where))) as [{ n: number }];
    const rows = await tx.select().from(payments).where(and(...where)).orderBy(desc(payments.createdAt), desc(payments.payId))
      .limit(a.pageSize).offset((a.pageNum - 1) * a.pageSize);
    const lines = rows.length
      ? await tx.select().from(paymentOrders).where(and(eq(paymentOrders.tntId, s.tntId), inArray(paymentOrders.payId, rows.map((r) => r.payId))))
      : [];
    const orders = new Map((await orderPort.read(tx, s.tntId, lines.map((l) => l.orderId))).map((o) => [o.orderId, o]));
    return {
      total: Number(n),
      records: (await withRefunds(tx, s.tntId, rows)).map(({ row: r, refundedAmount, refundNote }) => {
        const mine = lines.filter((l) => l.payId === r.payId).map((l) => orders.get(l.orderId)).filter((o) => !!o);
        return {
          ...paymentView(r, grant), refundedAmount, refundNote, orderId: mine[0]?.orderId ?? '', orderNo: mine.map((o) => o.orderNo).join('、'), orderStatus: mine[0]?.status ?? '',
          actions: actionsOf(sideName, r.status, mine[0]),
        };
      }),
    };
  });
}
