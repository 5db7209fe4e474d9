// Reads of payments: an order's payments (order detail), the order's payment status (the detail page polls
// it after the cashier), the public result page behind the provider's return, and that return itself.
// The order's online attempts are checked with the provider on each status read and return, so a lost
// notification is caught up (catch-up.ts).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, type Principal } from '../../core';
import { PAY_STATUS, paymentCodes } from './codes';
import { orderPort } from './orders';
import { isBuyer } from './order-port';
import { catchUp } from './catch-up';
import { returnDigest } from './pay-numbers';
import type { PayDeps } from './pay-deps';
import { paymentOrders, payments } from './tables';
import { formatFen } from '../../../../engine/validation';
import type { PaymentsReader } from '../indent';
import { partRefundsOf } from './part-refunds';

type PaymentRow = typeof payments.$inferSelect;

const iso = (d: Date | null): string => (d ? d.toISOString() : '');

/** Gives a voucher file's address with a grant to download it (file/grants.ts); only the order's two
 * parties get one. */
export type Granter = (fileId: string) => string;

/** Adds what was given back of each payment: the whole of a payment refunded as money no order owed
 * (已退款), or the parts after-sales took from it (part-refunds.ts), with the after-sale numbers. */
export async function withRefunds<T extends { payNo: string; status: string; amountFen: number }>(tx: Tx, tntId: string, rows: readonly T[]) {
  const parts = await partRefundsOf(tx, tntId, rows.map((r) => r.payNo));
  return rows.map((r) => {
    const part = parts.get(r.payNo);
    if (r.status === PAY_STATUS.refunded) return { row: r, refundedAmount: formatFen(r.amountFen), refundNote: '全额退款' };
    if (!part || part.refundedFen === 0) return { row: r, refundedAmount: '', refundNote: '' };
    const whole = part.refundedFen >= r.amountFen ? '全额' : '部分';
    return { row: r, refundedAmount: formatFen(part.refundedFen), refundNote: `售后${whole}退款：${part.afterSaleNos.join('、')}` };
  });
}

export function paymentView(p: PaymentRow, grant?: Granter) {
  return {
    payNo: p.payNo, channel: p.channel, kind: p.kind, status: p.status, amount: formatFen(p.amountFen),
    vouchers: grant ? p.vouchers.map((v) => ({ ...v, url: grant(v.id) })) : p.vouchers, remark: p.remark, rejectReason: p.rejectReason, createdAt: iso(p.createdAt), paidAt: iso(p.paidAt), notifiedAt: iso(p.notifiedAt),
  };
}

/** The order as a party sees it: its buyer, its seller, or the platform; anyone else gets "not found". */
async function partyOrder(tx: Tx, p: Principal, orderId: string) {
  const [o] = await orderPort.read(tx, p.tntId, [orderId]);
  if (!o || !(p.isTnt || isBuyer(o, p) || (p.companyId !== null && o.sellerCompanyId === p.companyId))) throw fail('NOT_FOUND', '订单不存在或已被删除');
  return o;
}

async function paymentsOfOrder(tx: Tx, tntId: string, orderId: string): Promise<PaymentRow[]> {
  const ids = (await tx.select({ payId: paymentOrders.payId }).from(paymentOrders).where(and(eq(paymentOrders.tntId, tntId), eq(paymentOrders.orderId, orderId)))).map((r) => r.payId);
  if (ids.length === 0) return [];
  return tx.select().from(payments).where(and(eq(payments.tntId, tntId), inArray(payments.payId, ids))).orderBy(desc(payments.createdAt), desc(payments.payId));
}

export async function orderPayments(deps: PayDeps, p: Principal, orderId: string, grant: Granter) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const o = await partyOrder(tx, p, orderId);
    // The platform sees the payments, but the vouchers' files are the buyer's and the seller's only.
    const party = isBuyer(o, p) || (p.companyId !== null && o.sellerCompanyId === p.companyId);
    return (await withRefunds(tx, p.tntId, await paymentsOfOrder(tx, p.tntId, orderId)))
      .map(({ row, refundedAmount, refundNote }) => ({ ...paymentView(row, party ? grant : undefined), refundedAmount, refundNote }));
  });
}

/** What the order detail polls: the order's status and its latest payment. Every online attempt of the
 * order whose trade may still change is checked with the provider first (catch-up.ts). */
export async function orderPayStatus(deps: PayDeps, p: Principal, orderId: string) {
  const read = () =>
    withTenant(deps.orm, p.tntId, async (tx) => {
      const o = await partyOrder(tx, p, orderId);
      return { o, pays: await paymentsOfOrder(tx, p.tntId, orderId) };
    });
  let { o, pays } = await read();
  if (await catchUp(deps, p.tntId, pays)) ({ o, pays } = await read());
  const latest = pays[0];
  return {
    orderId: o.orderId, orderNo: o.orderNo, orderStatus: o.status, paidAmount: formatFen(o.paidFen), payableAmount: formatFen(o.payableFen),
    payNo: latest?.payNo ?? '', payStatus: latest?.status ?? '', settled: latest ? latest.status !== PAY_STATUS.waiting : false,
  };
}

/** An online attempt by its return token (only the digest is stored), with its orders. */
async function byReturnToken(deps: PayDeps, tntId: string, token: string) {
  if (!/^[0-9a-f]{32}$/.test(token)) return null;
  return withTenant(deps.orm, tntId, async (tx) => {
    const [pay] = await tx.select().from(payments).where(and(eq(payments.tntId, tntId), eq(payments.returnDigest, returnDigest(token))));
    if (!pay) return null;
    const lines = await tx.select().from(paymentOrders).where(and(eq(paymentOrders.tntId, tntId), eq(paymentOrders.payId, pay.payId)));
    const orders = await orderPort.read(tx, tntId, lines.map((l) => l.orderId));
    return { pay, orders };
  });
}

/** The public result page's read: the outcome of the attempt whose return token the caller holds, and
 * nothing else (no vouchers, remarks or reasons); any other token is "not found". */
export async function paymentResult(deps: PayDeps, tntId: string, token: string) {
  const found = await byReturnToken(deps, tntId, token);
  if (!found) throw fail('NOT_FOUND', '支付单不存在或链接已失效');
  const p = found.pay;
  return {
    payNo: p.payNo, channel: p.channel, kind: p.kind, status: p.status, amount: formatFen(p.amountFen), createdAt: iso(p.createdAt), paidAt: iso(p.paidAt),
    orders: found.orders.map((o) => ({ orderId: o.orderId, orderNo: o.orderNo, orderStatus: o.status })),
    orderNo: found.orders.map((o) => o.orderNo).join('、'),
    orderId: found.orders.length === 1 ? found.orders[0]!.orderId : '',
  };
}

/** Where the provider sends the browser back: our own status decides the page (an unnotified outcome is
 * caught up first): paid to payment-success, still waiting to payment-pending (it checks again), failed,
 * closed or refunded to payment-fail. Any token, known or not, gets the same shape of answer: the page and
 * the token, nothing that tells a stranger whether it exists. */
export async function returnTarget(deps: PayDeps, tntId: string, token: string): Promise<string> {
  let found = await byReturnToken(deps, tntId, token);
  if (found && (await catchUp(deps, tntId, [found.pay]))) found = await byReturnToken(deps, tntId, token);
  const status = found?.pay.status ?? PAY_STATUS.waiting;
  const page = status === PAY_STATUS.paid ? 'payment-success' : status === PAY_STATUS.waiting ? 'payment-pending' : 'payment-fail';
  return `/scprmall/${page}?${new URLSearchParams({ tntId, t: token }).toString()}`;
}

const codeName = (type: keyof typeof paymentCodes, value: string): string => paymentCodes[type].find(([v]) => v === value)?.[1] ?? value;

/** The order detail's payments (registered with the orders module: indent providePayments). */
export const paymentsForOrderDetail: PaymentsReader = async (tx, tntId, orderId) =>
  (await paymentsOfOrder(tx, tntId, orderId)).map((p) => ({
    ...paymentView(p), vouchers: [], payId: p.payId, payWay: codeName('PAY_CHANNEL', p.channel), statusNm: codeName('PAY_STATUS', p.status),
  }));
