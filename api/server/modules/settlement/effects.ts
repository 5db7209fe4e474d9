// What each settlement move does besides changing the status (the table itself is workflow.ts). Every
// effect runs in the move's transaction with the bill locked; any refusal writes nothing.
//  - 审核通过 and 结算付款 check again that each order still settles for what the bill says (an order's money
//    could only move by an after-sale, which a standing bill does not stop): a changed order refuses the
//    move (409), and the platform refuses the bill so the shop applies again.
//  - 驳回 and 撤销 free the orders (holding = false), which may then be put in a new bill.
//  - 结算付款 records the payout: its number and the bank transfer's serial number, once per transfer.
import { and, eq, ne } from 'drizzle-orm';
import { fail } from '../../core';
import { lockOrder } from '../indent';
import * as t from './tables';
import { settleableOf } from './amounts';
import type { MoveContext } from './types';

export interface MoveArgs {
  pay: { transferNo: string };
}

const key = (c: MoveContext) => and(eq(t.settlements.tntId, c.tntId), eq(t.settlements.settlementId, c.row.settlementId));

/** The bill's orders locked (in id order: no deadlock with an application) and compared with now. */
async function unchanged(c: MoveContext): Promise<void> {
  const lines = await c.tx.select().from(t.settlementOrders).where(and(eq(t.settlementOrders.tntId, c.tntId), eq(t.settlementOrders.settlementId, c.row.settlementId)));
  for (const id of lines.map((l) => l.orderId).sort()) await lockOrder(c.tx, c.tntId, id);
  const now = await settleableOf(c.tx, c.tntId, lines.map((l) => l.orderId));
  for (const l of lines) {
    const s = now.get(l.orderId)!;
    if (s.openAfterSale) throw fail('CONFLICT', `订单${l.orderNo}有进行中的售后，请驳回结算单，售后完成后重新申请`);
    if (s.amountFen !== Number(l.amountFen)) throw fail('CONFLICT', `订单${l.orderNo}的结算金额已变化，请驳回结算单后重新申请`);
  }
}

const freeOrders = (c: MoveContext) =>
  c.tx.update(t.settlementOrders).set({ holding: false }).where(and(eq(t.settlementOrders.tntId, c.tntId), eq(t.settlementOrders.settlementId, c.row.settlementId)));

export const EFFECTS = {
  approve: async (c: MoveContext) => {
    await unchanged(c);
  },
  refuse: async (c: MoveContext) => {
    const reason = c.note.trim();
    if (!reason) throw fail('BAD_REQUEST', '请填写驳回原因');
    await c.tx.update(t.settlements).set({ refuseReason: reason }).where(key(c));
    await freeOrders(c);
  },
  cancel: async (c: MoveContext) => {
    c.note ||= '店铺撤销结算申请';
    await freeOrders(c);
  },
  pay: async (c: MoveContext<MoveArgs['pay']>) => {
    const transferNo = c.args.transferNo.trim().toUpperCase();
    if (!/^[A-Z0-9]{6,32}$/.test(transferNo)) throw fail('BAD_REQUEST', '转账流水号为6-32位字母或数字');
    const [dup] = await c.tx.select({ no: t.settlements.settlementNo }).from(t.settlements)
      .where(and(eq(t.settlements.tntId, c.tntId), eq(t.settlements.transferNo, transferNo), ne(t.settlements.settlementId, c.row.settlementId)));
    if (dup) throw fail('CONFLICT', `转账流水号${transferNo}已用于结算单${dup.no}`);
    await unchanged(c);
    const payNo = `FK${c.row.settlementNo.slice(2)}`;
    await c.tx.update(t.settlements).set({ payNo, transferNo, paidAt: c.now, paidBy: c.actor.accountId }).where(key(c));
    c.note ||= `转账流水号 ${transferNo}，付款 ${payNo}`;
  },
};
