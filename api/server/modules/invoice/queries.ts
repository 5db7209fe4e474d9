// The invoice lists: the buyer's own applications (我的发票), the seller's to decide (开票申请审核), and
// an order's applications with their results (on the order's details, for its buyer and its seller).
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { withTenant, type Db } from '../../db';
import { fail } from '../../core';
import { indentTables } from '../indent';
import * as t from './tables';
import { invoiceView, ordersOf, type Granter } from './views';
import type { InvoiceActor } from './types';

export interface PageArgs {
  pageNum: number;
  pageSize: number;
  status?: string;
  applyNo?: string;
  invoiceType?: string;
}

function sideOf(a: InvoiceActor): SQL {
  if (a.role === 'seller') return eq(t.invoices.sellerCompanyId, a.companyId!);
  return a.companyId ? eq(t.invoices.buyerCompanyId, a.companyId) : and(isNull(t.invoices.buyerCompanyId), eq(t.invoices.buyerAccountId, a.accountId))!;
}

export function invoicePage(orm: Db, tntId: string, a: InvoiceActor, p: PageArgs, grant: Granter) {
  return withTenant(orm, tntId, async (tx) => {
    const where: SQL[] = [eq(t.invoices.tntId, tntId), sideOf(a)];
    if (p.status) where.push(eq(t.invoices.status, p.status));
    if (p.invoiceType) where.push(eq(t.invoices.invoiceType, p.invoiceType));
    if (p.applyNo?.trim()) where.push(eq(t.invoices.applyNo, p.applyNo.trim()));
    const [{ n }] = (await tx.select({ n: count() }).from(t.invoices).where(and(...where))) as [{ n: number }];
    const rows = await tx.select().from(t.invoices).where(and(...where)).orderBy(desc(t.invoices.createdAt), desc(t.invoices.invoiceId))
      .limit(p.pageSize).offset((p.pageNum - 1) * p.pageSize);
    const orders = await ordersOf(tx, tntId, rows.map((r) => r.invoiceId));
    return { total: Number(n), records: rows.map((r) => invoiceView(r, orders.get(r.invoiceId) ?? [], a.role, grant)) };
  });
}

/** An order's applications, newest first, for its buyer or its seller (anyone else: 404). */
export function orderInvoices(orm: Db, tntId: string, who: { accountId: string; companyId: string | null }, orderId: string, grant: Granter) {
  return withTenant(orm, tntId, async (tx) => {
    const o = indentTables.orders;
    const [order] = await tx.select().from(o).where(and(eq(o.tntId, tntId), eq(o.orderId, orderId)));
    const buyer = order && (order.buyerCompanyId !== null ? who.companyId === order.buyerCompanyId : who.companyId === null && who.accountId === order.buyerAccountId);
    const seller = order && who.companyId !== null && who.companyId === order.sellerCompanyId;
    if (!order || (!buyer && !seller)) throw fail('NOT_FOUND', '订单不存在');
    const ids = (await tx.select({ id: t.invoiceOrders.invoiceId }).from(t.invoiceOrders).where(and(eq(t.invoiceOrders.tntId, tntId), eq(t.invoiceOrders.orderId, orderId)))).map((r) => r.id);
    if (!ids.length) return [];
    const rows = await tx.select().from(t.invoices).where(and(eq(t.invoices.tntId, tntId), inArray(t.invoices.invoiceId, ids))).orderBy(desc(t.invoices.createdAt), desc(t.invoices.invoiceId));
    const orders = await ordersOf(tx, tntId, ids);
    const actor: InvoiceActor = { ...who, role: buyer ? 'buyer' : 'seller' };
    return rows.map((r) => invoiceView(r, orders.get(r.invoiceId) ?? [], actor.role, grant));
  });
}
