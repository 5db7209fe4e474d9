// An after-sale's online refund parts as the payment module's refund notification finds them (payment's
// refund-books.ts): a part is made only when the provider's signed notification for its refund number is
// applied (refund.ts asks, the notification marks).
import { and, eq, isNull } from 'drizzle-orm';
import type { RefundBook } from '../payment';
import * as t from './tables';
import { CHANNEL } from './refund-plan';

const r = t.afterSaleRefunds;
const online = (tntId: string, refundNo: string) => and(eq(r.tntId, tntId), eq(r.refundNo, refundNo), eq(r.channel, CHANNEL.online));

export const afterSaleRefundBook: RefundBook = {
  async find(tx, tntId, refundNo) {
    const [part] = await tx.select({ payNo: r.payNo, amountFen: r.amountFen }).from(r).where(online(tntId, refundNo)).for('update');
    return part ? { payNo: part.payNo!, amountFen: Number(part.amountFen) } : null;
  },
  async mark(tx, tntId, refundNo, refundRef, now) {
    const done = await tx.update(r).set({ refundRef, refundedAt: now }).where(and(online(tntId, refundNo), isNull(r.refundedAt))).returning({ part: r.part });
    return done.length > 0;
  },
};
