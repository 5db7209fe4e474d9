// What an order owes right now, and whether it may be paid (DOMAIN.md Orders; spec 9 pay types). The order
// document says which money its state asks for (payStage): before delivery the whole payable, or the first
// instalment of a plan (8, 9); afterwards (goods moving or received) the next unpaid instalment, or what
// goods-first (6) and credit (10) still owe. A frozen order takes no move (409).
import { fail } from '../../core';
import { orderFlow, payStage } from '../indent';
import { isGoodsFirstPayType } from '../../codes';
import type { PayableOrder } from './order-port';

/** The order status's name, as the order workflow (and its code list ORDER_STATUS) names it. */
const statusName = (s: string): string => orderFlow.nameOf(s);

export interface Due {
  amountFen: number;
  /** 0: the whole payable; n: the n-th instalment. */
  instalmentNo: number;
}

/** What the order owes now, or null when nothing is owed in its state. */
export function dueOf(o: PayableOrder): Due | null {
  const next = o.instalments.filter((i) => !i.paidAt).sort((a, b) => a.no - b.no)[0];
  const stage = payStage(o.status);
  if (stage === 'beforeDelivery') {
    if (next) return { amountFen: next.amountFen, instalmentNo: next.no };
    const rest = o.payableFen - o.paidFen;
    return rest > 0 ? { amountFen: rest, instalmentNo: 0 } : null;
  }
  if (stage === 'afterwards') {
    if (next) return { amountFen: next.amountFen, instalmentNo: next.no };
    const rest = o.payableFen - o.paidFen;
    return rest > 0 && o.instalments.length === 0 && isGoodsFirstPayType(o.payType) ? { amountFen: rest, instalmentNo: 0 } : null;
  }
  return null;
}

/** The order as its buyer may pay it online now: 409 with the state's name otherwise. */
export function payableDue(o: PayableOrder): Due {
  if (o.frozen) throw fail('CONFLICT', `订单${o.orderNo}已被平台冻结，暂不能支付`);
  const due = dueOf(o);
  if (!due) throw fail('CONFLICT', `订单${o.orderNo}当前状态为“${statusName(o.status)}”，无需支付`);
  return due;
}

/** The order awaiting payment (20), not frozen: offline pay and batch pay take only these. */
export function awaitingPayment(o: PayableOrder): Due {
  if (o.frozen) throw fail('CONFLICT', `订单${o.orderNo}已被平台冻结，暂不能支付`);
  if (payStage(o.status) !== 'beforeDelivery') throw fail('CONFLICT', `订单${o.orderNo}当前状态为“${statusName(o.status)}”，不能进行此操作`);
  return payableDue(o);
}

/** What an offline voucher may pay: at 20 the due before delivery (the order then waits at 25 for the
 * seller); while the goods move or after receipt (30-45) the next instalment or what goods-first and credit
 * still owe, the order's status unchanged (a seller without online pay is paid this way only). */
export function offlineDue(o: PayableOrder): Due {
  return isLater(o.status) ? payableDue(o) : awaitingPayment(o);
}

export const isLater = (status: string): boolean => payStage(status) === 'afterwards';

export { statusName };
