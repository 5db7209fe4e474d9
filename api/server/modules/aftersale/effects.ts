// What each after-sale move does besides changing the status (the table is workflow.ts). Every effect runs
// in the move's transaction with the after-sale locked, and answers the state it leads to where the table
// allows two (agree: refund only goes to 40, a return waits for the goods at 20): typed by the declaration.
import { and, eq } from 'drizzle-orm';
import { fail } from '../../core';
import { expressName, recordRefund } from '../indent';
import * as t from './tables';
import { CHANNEL, planRefund } from './refund-plan';
import { WAY } from './workflow';
import type { MoveContext } from './types';

/** The arguments of the moves that take any (checked by their catalogue request schemas first). */
export interface MoveArgs {
  shipBack: { expressCode: string; trackingNo: string };
}

const key = (c: MoveContext) => and(eq(t.afterSales.tntId, c.tntId), eq(t.afterSales.afterSaleId, c.row.afterSaleId));

async function refusal(c: MoveContext): Promise<void> {
  if (!c.note.trim()) throw fail('BAD_REQUEST', '请填写拒绝原因');
  await c.tx.update(t.afterSales).set({ refuseReason: c.note.trim() }).where(key(c));
}

export const EFFECTS = {
  agree: async (c: MoveContext): Promise<'refunding' | 'awaitingReturn'> => {
    if (c.row.way === WAY.returnAndRefund) {
      c.note ||= '卖家同意退货，请买家寄回商品';
      return 'awaitingReturn';
    }
    await planRefund(c.tx, c.row, c.now);
    c.note ||= '卖家同意退款';
    return 'refunding';
  },
  refuse: refusal,
  shipBack: async (c: MoveContext<MoveArgs['shipBack']>) => {
    const expressNm = expressName(c.args.expressCode);
    await c.tx.update(t.afterSales).set({ expressCode: c.args.expressCode, expressNm, trackingNo: c.args.trackingNo, shippedAt: c.now }).where(key(c));
    c.note ||= `${expressNm} ${c.args.trackingNo}`;
  },
  receive: async (c: MoveContext) => {
    await c.tx.update(t.afterSales).set({ receivedAt: c.now }).where(key(c));
    await planRefund(c.tx, c.row, c.now);
  },
  refuseReceipt: refusal,
  // 40 -> 50: every online part refunded by the provider (refund.ts), the part paid by voucher confirmed by
  // the seller; then the order's refunded money grows by the after-sale's amount (never past what it paid).
  payBack: async (c: MoveContext) => {
    const parts = await c.tx.select().from(t.afterSaleRefunds).where(and(eq(t.afterSaleRefunds.tntId, c.tntId), eq(t.afterSaleRefunds.afterSaleId, c.row.afterSaleId)));
    if (parts.some((p) => p.channel === CHANNEL.online && !p.refundedAt)) throw fail('CONFLICT', '退款尚未完成，请稍后再试');
    const offline = parts.filter((p) => p.channel === CHANNEL.offline && !p.refundedAt);
    if (offline.length) {
      if (c.actor.role !== 'seller') throw fail('CONFLICT', '线下付款的部分须由卖家退款后确认');
      await c.tx.update(t.afterSaleRefunds).set({ refundRef: 'offline', refundedAt: c.now })
        .where(and(eq(t.afterSaleRefunds.tntId, c.tntId), eq(t.afterSaleRefunds.afterSaleId, c.row.afterSaleId), eq(t.afterSaleRefunds.channel, CHANNEL.offline)));
    }
    await recordRefund(c.tx, { tntId: c.tntId, orderId: c.row.orderId, amountFen: Number(c.row.amountFen), now: c.now });
    await c.tx.update(t.afterSales).set({ refundedAt: c.now }).where(key(c));
    c.note ||= offline.length ? '卖家确认已退款' : '款项已原路退回';
  },
  cancel: async (c: MoveContext) => {
    c.note ||= '买家撤销售后申请';
  },
};
