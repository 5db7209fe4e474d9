// 申请开票 (DOMAIN.md "Invoices"): the buyer applies over paid orders of one seller. The amount is at most
// what those orders were paid (less refunds) minus what applications still standing (applied or issued)
// already claim for them. The orders are locked first, in a fixed order, so parallel applications for the
// same order wait for each other and never claim more than was paid (and never deadlock).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Tx } from '../../db';
import { fail, newId } from '../../core';
import { isCreditCode, parseFen, formatFen } from '../../../../engine/validation';
import { lockOrder, orderFlow, type OrderRow } from '../indent';
import * as t from './tables';
import { invoiceFlow, HOLDING } from './workflow';
import { invoiceDocument } from './move';
import type { InvoiceActor } from './types';

export interface Application {
  orderIds: string[];
  invoiceType: string;
  title: string;
  taxNo?: string;
  amount: string;
  remark?: string;
}

/** KP + date and time (China Standard Time) + 6 random digits, unique per tenant by key. */
export function newApplyNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');
  return `KP${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const isBuyer = (o: OrderRow, a: InvoiceActor) => (o.buyerCompanyId !== null ? a.companyId === o.buyerCompanyId : a.companyId === null && a.accountId === o.buyerAccountId);

/** What each order may still be invoiced for: paid less refunded, less the standing applications' parts. */
export async function invoiceable(tx: Tx, tntId: string, orders: readonly OrderRow[]): Promise<Map<string, number>> {
  const ids = orders.map((o) => o.orderId);
  const claimed = ids.length
    ? await tx
        .select({ orderId: t.invoiceOrders.orderId, fen: sql<string>`sum(${t.invoiceOrders.amountFen})` })
        .from(t.invoiceOrders)
        .innerJoin(t.invoices, and(eq(t.invoices.tntId, t.invoiceOrders.tntId), eq(t.invoices.invoiceId, t.invoiceOrders.invoiceId)))
        .where(and(eq(t.invoiceOrders.tntId, tntId), inArray(t.invoiceOrders.orderId, ids), inArray(t.invoices.status, invoiceFlow.codes(...HOLDING))))
        .groupBy(t.invoiceOrders.orderId)
    : [];
  const used = new Map(claimed.map((c) => [c.orderId, Number(c.fen)]));
  return new Map(orders.map((o) => [o.orderId, Math.max(0, Number(o.paidFen) - Number(o.refundedFen) - (used.get(o.orderId) ?? 0))]));
}

/** The buyer's own orders, locked in id order (404 for another's: nobody learns of others' orders). */
export async function lockBuyerOrders(tx: Tx, tntId: string, a: InvoiceActor, orderIds: readonly string[]): Promise<OrderRow[]> {
  const locked = new Map<string, OrderRow>();
  for (const id of [...new Set(orderIds)].sort()) {
    const o = await lockOrder(tx, tntId, id);
    if (!isBuyer(o, a)) throw fail('NOT_FOUND', '订单不存在');
    locked.set(id, o);
  }
  return orderIds.map((id) => locked.get(id)!);
}

/** The orders' invoiceable total, refusing orders that cannot be invoiced at all. */
export async function checkOrders(tx: Tx, tntId: string, orders: readonly OrderRow[]): Promise<{ left: Map<string, number>; total: number }> {
  const seller = orders[0]!.sellerCompanyId;
  if (orders.some((o) => o.sellerCompanyId !== seller)) throw fail('BAD_REQUEST', '一次申请的订单须为同一卖家的订单');
  for (const o of orders) {
    if (orderFlow.is(o.status, 'cancelled', 'refused')) throw fail('CONFLICT', `订单${o.orderNo}状态为“${orderFlow.nameOf(o.status)}”，不能申请开票`);
    if (Number(o.paidFen) - Number(o.refundedFen) <= 0) throw fail('CONFLICT', `订单${o.orderNo}尚未付款，不能申请开票`);
  }
  const left = await invoiceable(tx, tntId, orders);
  return { left, total: [...left.values()].reduce((s, v) => s + v, 0) };
}

export async function apply(tx: Tx, tntId: string, a: InvoiceActor, b: Application, now: Date) {
  const title = b.title.trim();
  const taxNo = (b.taxNo ?? '').trim().toUpperCase();
  if (!title) throw fail('BAD_REQUEST', '请填写发票抬头');
  if (b.invoiceType === '2' && !a.companyId) throw fail('BAD_REQUEST', '个人账号只能申请增值税普通发票');
  if (b.invoiceType === '2' && !taxNo) throw fail('BAD_REQUEST', '增值税专用发票须填写纳税人识别号');
  if (taxNo && !isCreditCode(taxNo)) throw fail('BAD_REQUEST', '纳税人识别号须为正确的统一社会信用代码');
  let amountFen: number;
  try {
    amountFen = parseFen(b.amount);
  } catch {
    throw fail('BAD_REQUEST', '开票金额为最多两位小数的数字');
  }
  if (amountFen <= 0) throw fail('BAD_REQUEST', '开票金额须大于0');

  const orders = await lockBuyerOrders(tx, tntId, a, b.orderIds);
  const { left, total } = await checkOrders(tx, tntId, orders);
  if (total === 0) throw fail('CONFLICT', '所选订单的已付款金额已全部申请开票');
  if (amountFen > total) throw fail('CONFLICT', `开票金额不能超过可开票金额${formatFen(total)}元`);

  // The amount is spread over the orders in the order given, each up to what it may still carry.
  let rest = amountFen;
  const parts = orders.map((o) => {
    const part = Math.min(rest, left.get(o.orderId)!);
    rest -= part;
    return { orderId: o.orderId, amountFen: part };
  });
  const first = orders[0]!;
  const invoiceId = newId();
  const applyNo = newApplyNo(now);
  const [row] = await tx
    .insert(t.invoices)
    .values({
      tntId, invoiceId, applyNo, buyerCompanyId: first.buyerCompanyId, buyerAccountId: first.buyerAccountId, buyerNm: first.buyerNm,
      sellerCompanyId: first.sellerCompanyId, sellerNm: first.sellerNm, invoiceType: b.invoiceType, title, taxNo, amountFen,
      status: invoiceFlow.code('applied'), files: [], reason: '', remark: (b.remark ?? '').trim(), createdBy: a.accountId, createdAt: now, updatedAt: now,
    })
    .returning();
  await tx.insert(t.invoiceOrders).values(parts.map((p) => ({ tntId, invoiceId, ...p })));
  await invoiceDocument.record(tx, row!, { move: 'apply', from: null, to: row!.status, actor: a, note: `申请开票 ${formatFen(amountFen)} 元`, at: now });
  return row!;
}
