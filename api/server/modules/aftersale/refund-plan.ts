// Where an after-sale's refund is taken from, decided when it reaches 40 (refund in progress): the order's
// online payments first (each for at most what it paid for this order less the parts already planned
// against it by the order's other after-sales), oldest first, each part refunded through the provider under
// its own refund number (TH + the after-sale number + part); what is left was paid by voucher, and is one
// part the seller pays back outside the platform and confirms. The order row is locked first, so two
// after-sales of one order reaching 40 at once plan one after the other.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { scheduleJob } from '../../core';
import { lockOrder } from '../indent';
import { paymentTables, PAY_CHANNEL, PAY_STATUS } from '../payment';
import * as t from './tables';
import type { AfterSaleRow } from './types';

export const REFUND_JOB = 'aftersale.refund';
export const CHANNEL = { online: '1', offline: '2' } as const;

export async function planRefund(tx: Tx, r: AfterSaleRow, now: Date): Promise<void> {
  await lockOrder(tx, r.tntId, r.orderId);
  const p = paymentTables.payments;
  const po = paymentTables.paymentOrders;
  const paid = await tx
    .select({ payId: p.payId, payNo: p.payNo, fen: po.amountFen })
    .from(p)
    .innerJoin(po, and(eq(po.tntId, p.tntId), eq(po.payId, p.payId)))
    // Paid online and kept (money owed by no order is refunded whole by payment/refunds.ts: refund_no set).
    .where(and(eq(p.tntId, r.tntId), eq(po.orderId, r.orderId), eq(p.channel, PAY_CHANNEL.online), eq(p.status, PAY_STATUS.paid), isNull(p.refundNo)))
    .orderBy(asc(p.paidAt), asc(p.payNo));
  const planned = paid.length
    ? await tx
      .select({ payId: t.afterSaleRefunds.payId, fen: sql<string>`sum(${t.afterSaleRefunds.amountFen})` })
      .from(t.afterSaleRefunds)
      .innerJoin(t.afterSales, and(eq(t.afterSales.tntId, t.afterSaleRefunds.tntId), eq(t.afterSales.afterSaleId, t.afterSaleRefunds.afterSaleId)))
      .where(and(eq(t.afterSaleRefunds.tntId, r.tntId), eq(t.afterSales.orderId, r.orderId), inArray(t.afterSaleRefunds.payId, paid.map((x) => x.payId))))
      .groupBy(t.afterSaleRefunds.payId)
    : [];
  const used = new Map(planned.map((x) => [x.payId, Number(x.fen)]));
  let left = Number(r.amountFen);
  const parts: (typeof t.afterSaleRefunds.$inferInsert)[] = [];
  for (const pay of paid) {
    if (left === 0) break;
    const take = Math.min(left, Number(pay.fen) - (used.get(pay.payId) ?? 0));
    if (take <= 0) continue;
    parts.push({ tntId: r.tntId, afterSaleId: r.afterSaleId, part: parts.length + 1, channel: CHANNEL.online, payId: pay.payId, payNo: pay.payNo, amountFen: take, refundNo: '' });
    left -= take;
  }
  if (left > 0) parts.push({ tntId: r.tntId, afterSaleId: r.afterSaleId, part: parts.length + 1, channel: CHANNEL.offline, payId: null, payNo: null, amountFen: left, refundNo: '' });
  for (const part of parts) part.refundNo = `TH${r.afterSaleNo.slice(2)}${String(part.part).padStart(2, '0')}`;
  await tx.insert(t.afterSaleRefunds).values(parts);
  // The provider's part is made at once after the commit by the job (and again until the provider confirms).
  if (parts.some((x) => x.channel === CHANNEL.online)) await scheduleJob(tx, { tntId: r.tntId, kind: REFUND_JOB, refId: r.afterSaleId, runAt: now });
}
