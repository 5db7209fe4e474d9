// Where a refund made through the provider is awaited (issue 31 item 1), so that its signed notification
// (refund-notify.ts) can mark it made: a payment's money no order owes (payments.refund_no, TK.., this
// module) and an after-sale's online part (TH.., the after-sale module registers its book at start, so this
// module does not learn how after-sales are stored and adds no cycle).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db';
import { fromCodes, PAY_STATUS } from './workflow';
import { payments } from './tables';

/** Where the provider posts its refund notifications (api/catalogue/payment.ts payment.refundNotify). */
export const REFUND_NOTIFY_PATH = '/scpr/payment/refundNotify';
export const REFUND_REMARK_DONE = '订单已不需支付，款项已原路退回';

/** A refund awaited (or already made) under one refund number: the payment it gives back from. */
export interface AwaitedRefund {
  payNo: string;
  amountFen: number;
}

export interface RefundBook {
  /** The refund of this number, its row locked; null when this book holds none. */
  find(tx: Tx, tntId: string, refundNo: string): Promise<AwaitedRefund | null>;
  /** Marks it made (once): false when it already was. */
  mark(tx: Tx, tntId: string, refundNo: string, refundRef: string, now: Date): Promise<boolean>;
}

const byRefundNo = (tntId: string, refundNo: string) => and(eq(payments.tntId, tntId), eq(payments.refundNo, refundNo));

/** Payments whose money no order owes: 待退款 until the notification, then 已退款 (status 7). */
const paymentBook: RefundBook = {
  async find(tx, tntId, refundNo) {
    const [p] = await tx.select({ payNo: payments.payNo, amountFen: payments.amountFen }).from(payments).where(byRefundNo(tntId, refundNo)).for('update');
    return p ?? null;
  },
  async mark(tx, tntId, refundNo, refundRef, now) {
    const done = await tx.update(payments).set({ status: PAY_STATUS.refunded, refundRef, refundedAt: now, remark: REFUND_REMARK_DONE, updatedAt: now })
      .where(and(byRefundNo(tntId, refundNo), inArray(payments.status, fromCodes('refund')), isNull(payments.refundedAt)))
      .returning({ payId: payments.payId });
    return done.length > 0;
  },
};

const books: RefundBook[] = [paymentBook];

/** Another module registers its book once at start. */
export function provideRefundBook(book: RefundBook): void {
  if (!books.includes(book)) books.push(book);
}

/** The book holding this refund number and the refund; null when none does. */
export async function findRefund(tx: Tx, tntId: string, refundNo: string): Promise<{ book: RefundBook; refund: AwaitedRefund } | null> {
  for (const book of books) {
    const refund = await book.find(tx, tntId, refundNo);
    if (refund) return { book, refund };
  }
  return null;
}
