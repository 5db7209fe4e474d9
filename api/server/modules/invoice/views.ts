// How an invoice reads on the wire: yuan text, ISO times, its orders, the moves the caller may make now
// (the buttons) and its files' addresses with a download grant for the parties' pages.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db';
import { formatFen } from '../../../../engine/validation';
import { indentTables } from '../indent';
import * as t from './tables';
import { invoiceFlow, type InvoiceRole } from './workflow';
import type { InvoiceRow } from './types';

export type Granter = (fileId: string) => string;

/** The orders of these invoices (id and number), in one read. */
export async function ordersOf(tx: Tx, tntId: string, invoiceIds: string[]): Promise<Map<string, { orderId: string; orderNo: string }[]>> {
  const by = new Map<string, { orderId: string; orderNo: string }[]>();
  if (!invoiceIds.length) return by;
  const o = indentTables.orders;
  const rows = await tx
    .select({ invoiceId: t.invoiceOrders.invoiceId, orderId: t.invoiceOrders.orderId, orderNo: o.orderNo })
    .from(t.invoiceOrders)
    .innerJoin(o, and(eq(o.tntId, t.invoiceOrders.tntId), eq(o.orderId, t.invoiceOrders.orderId)))
    .where(and(eq(t.invoiceOrders.tntId, tntId), inArray(t.invoiceOrders.invoiceId, invoiceIds)))
    .orderBy(o.orderNo);
  for (const r of rows) by.set(r.invoiceId, [...(by.get(r.invoiceId) ?? []), { orderId: r.orderId, orderNo: r.orderNo }]);
  return by;
}

export function invoiceView(r: InvoiceRow, orders: { orderId: string; orderNo: string }[], role: InvoiceRole, grant: Granter) {
  return {
    invoiceId: r.invoiceId, applyNo: r.applyNo, invoiceType: r.invoiceType, title: r.title, taxNo: r.taxNo, amount: formatFen(r.amountFen), status: r.status,
    buyerNm: r.buyerNm, sellerNm: r.sellerNm, orderIds: orders.map((o) => o.orderId), orderNos: orders.map((o) => o.orderNo).join('、'),
    invoiceNumber: r.invoiceNumber ?? '', files: r.files.map((f) => ({ ...f, url: grant(f.id) })), reason: r.reason, remark: r.remark,
    createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null, actions: invoiceFlow.allowed(r.status, role),
  };
}
