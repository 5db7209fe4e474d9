// Reads of payments: an order's payments (order detail), the order's payment status (the detail page polls
// it after the cashier), the public result page behind the provider's return, and that return itself.
// An online payment still waiting is checked with the provider once per read, so a lost notification is
// caught up (the provider's answer goes through the same idempotent path as a notification).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, type Principal } from '../../core';
import { PAY_CHANNEL, PAY_STATUS, paymentCodes } from './codes';
import { orderPort } from './orders';
import { isBuyer } from './order-port';
import { applyNotification } from './notify-service';
import { resultToken } from './pay-numbers';
import type { PayDeps } from './pay-deps';
import { paymentOrders, payments } from './tables';
import { yuan } from './sandbox/cashier-page';
import type { PaymentsReader } from '../indent';

type PaymentRow = typeof payments.$inferSelect;

const iso = (d: Date | null): string => (d ? d.toISOString() : '');

export function paymentView(p: PaymentRow) {
  return {
    payNo: p.payNo, channel: p.channel, kind: p.kind, status: p.status, amount: yuan(p.amountFen), amountFen: p.amountFen,
    vouchers: p.vouchers, remark: p.remark, rejectReason: p.rejectReason, createdAt: iso(p.createdAt), paidAt: iso(p.paidAt), notifiedAt: iso(p.notifiedAt),
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

export async function orderPayments(deps: PayDeps, p: Principal, orderId: string) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    await partyOrder(tx, p, orderId);
    return (await paymentsOfOrder(tx, p.tntId, orderId)).map(paymentView);
  });
}

/** Asks the provider about a waiting online payment and applies its answer. */
async function catchUp(deps: PayDeps, tntId: string, pay: PaymentRow | undefined): Promise<boolean> {
  if (!pay || pay.status !== PAY_STATUS.waiting || pay.channel !== PAY_CHANNEL.online || !pay.providerRef || pay.provider !== deps.pay.name) return false;
  const s = await deps.pay.queryStatus(pay.providerRef);
  if (!s || (s.status !== 'SUCCESS' && s.status !== 'FAIL')) return false;
  await applyNotification(deps, { notifyId: `Q${pay.providerRef}${s.status}`, tntId, payNo: pay.payNo, providerRef: pay.providerRef, amountFen: s.amountFen, status: s.status });
  return true;
}

/** What the order detail polls: the order's status and its latest payment. */
export async function orderPayStatus(deps: PayDeps, p: Principal, orderId: string) {
  const read = () =>
    withTenant(deps.orm, p.tntId, async (tx) => {
      const o = await partyOrder(tx, p, orderId);
      const [latest] = await paymentsOfOrder(tx, p.tntId, orderId);
      return { o, latest };
    });
  let { o, latest } = await read();
  if (await catchUp(deps, p.tntId, latest)) ({ o, latest } = await read());
  return {
    orderId: o.orderId, orderNo: o.orderNo, orderStatus: o.status, paidAmount: yuan(o.paidFen), payableAmount: yuan(o.payableFen),
    payNo: latest?.payNo ?? '', payStatus: latest?.status ?? '', settled: latest ? latest.status !== PAY_STATUS.waiting : false,
  };
}

async function byPayNo(deps: PayDeps, tntId: string, payNo: string) {
  return withTenant(deps.orm, tntId, async (tx) => {
    const [pay] = await tx.select().from(payments).where(and(eq(payments.tntId, tntId), eq(payments.payNo, payNo)));
    if (!pay) return null;
    const lines = await tx.select().from(paymentOrders).where(and(eq(paymentOrders.tntId, tntId), eq(paymentOrders.payId, pay.payId)));
    const orders = await orderPort.read(tx, tntId, lines.map((l) => l.orderId));
    return { pay, orders };
  });
}

/** The public result page's read: only with the token the return gave the browser. */
export async function paymentResult(deps: PayDeps, secret: string, tntId: string, payNo: string, token: string) {
  if (token !== resultToken(secret, tntId, payNo)) throw fail('NOT_FOUND', '支付单不存在或链接已失效');
  const found = await byPayNo(deps, tntId, payNo);
  if (!found) throw fail('NOT_FOUND', '支付单不存在或链接已失效');
  return {
    ...paymentView(found.pay),
    orders: found.orders.map((o) => ({ orderId: o.orderId, orderNo: o.orderNo, orderStatus: o.status })),
    orderNo: found.orders.map((o) => o.orderNo).join('、'),
    orderId: found.orders.length === 1 ? found.orders[0]!.orderId : '',
  };
}

/** Where the provider sends the browser back: our own status decides the page (the provider's query
 * parameters are only a hint; an unnotified success is caught up first). */
export async function returnTarget(deps: PayDeps, secret: string, tntId: string, payNo: string): Promise<string> {
  let found = await byPayNo(deps, tntId, payNo);
  if (!found) return '/scprmall/payment-fail';
  if (await catchUp(deps, tntId, found.pay)) found = (await byPayNo(deps, tntId, payNo))!;
  const page = found.pay.status === PAY_STATUS.paid ? 'payment-success' : 'payment-fail';
  const q = new URLSearchParams({ payNo, tntId, t: resultToken(secret, tntId, payNo), orderNo: found.orders.map((o) => o.orderNo).join('、') });
  if (found.orders.length === 1) q.set('orderId', found.orders[0]!.orderId);
  return `/scprmall/${page}?${q.toString()}`;
}

const codeName = (type: keyof typeof paymentCodes, value: string): string => paymentCodes[type].find(([v]) => v === value)?.[1] ?? value;

/** The order detail's payments (registered with the orders module: indent providePayments). */
export const paymentsForOrderDetail: PaymentsReader = async (tx, tntId, orderId) =>
  (await paymentsOfOrder(tx, tntId, orderId)).map((p) => ({
    ...paymentView(p), payId: p.payId, payWay: codeName('PAY_CHANNEL', p.channel), statusNm: codeName('PAY_STATUS', p.status),
  }));
