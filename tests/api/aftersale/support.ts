// After-sale test helpers: completed orders in the state a test needs (written straight into the orders
// table, as the payment tests do; paid online through the sandbox cashier when the refund must go through
// the provider), the provider's refunds of a trade, and the history of an after-sale.
import { cashier, makeOrder, type PaymentSuite } from '../support/payments';
import type { TestServer } from '../support/server';

export interface Completed {
  orderId: string;
  orderNo: string;
  payNo?: string;
  trade?: string;
}

/** A completed order (50) of `payableFen` over one line of `qty` pieces, delivered, paid whole: online
 * through the sandbox (`online`), else by voucher (only the amount recorded). */
export async function completedOrder(s: PaymentSuite, o: { payableFen?: number; qty?: number; online?: boolean; status?: number } = {}): Promise<Completed> {
  const h = s.h;
  const payableFen = o.payableFen ?? 12850;
  const made = await makeOrder(h, o.online ? { payableFen } : { payableFen, status: o.status ?? 50, paidFen: payableFen });
  let paid: { payNo?: string; trade?: string } = {};
  if (o.online) {
    const { payNo, cashierUrl } = await s.ok<{ payNo: string; cashierUrl: string }>('indent.netPay', { orderId: made.orderId });
    const { trade } = await cashier(h, cashierUrl, 'SUCCESS');
    paid = { payNo, trade };
    await h.db.owner.query('UPDATE orders SET status = $2 WHERE order_id = $1', [made.orderId, o.status ?? 50]);
  }
  const qty = o.qty ?? 1;
  await h.db.owner.query('UPDATE order_lines SET quantity = $2, delivered_qty = $2 WHERE order_id = $1', [made.orderId, qty]);
  return { ...made, ...paid };
}

export const refundsOfTrade = (h: TestServer, trade: string) =>
  h.db.owner.query<{ refund_no: string; amount_fen: string }>('SELECT refund_no, amount_fen::text FROM sandbox_pay_refunds WHERE trade_no = $1 ORDER BY created_at', [trade]);

export const afterSaleHistory = (h: TestServer, afterSaleId: string) =>
  h.db.owner.query<{ move: string; from_status: number | null; to_status: number; actor_role: string; note: string }>(
    'SELECT move, from_status, to_status, actor_role, note FROM after_sale_history WHERE after_sale_id = $1 ORDER BY seq', [afterSaleId]);

export async function orderMoney(h: TestServer, orderId: string) {
  const [r] = await h.db.owner.query<{ status: number; paid_fen: string; refunded_fen: string }>('SELECT status, paid_fen::text, refunded_fen::text FROM orders WHERE order_id = $1', [orderId]);
  return { status: Number(r!.status), paidFen: Number(r!.paid_fen), refundedFen: Number(r!.refunded_fen) };
}

/** An application body for line 1 (refund only of the whole 128.50 by default). */
export const apply = (orderId: string, extra: Record<string, unknown> = {}) => ({ orderId, lineNo: 1, way: '1', quantity: 1, amount: '128.50', reason: '1', description: '苹果有磕碰', ...extra });
