// The invoice calls' transactions: one each (withTenant), every status change through the document's move.
import { and, eq, inArray } from 'drizzle-orm';
import { isUniqueViolation, withTenant } from '../../db';
import { fail, type Deps, type Principal } from '../../core';
import { formatFen } from '../../../../engine/validation';
import { indentTables } from '../indent';
import { apply, checkOrders, type Application } from './apply';
import { moveInvoice } from './move';
import type { InvoiceMove } from './workflow';
import type { InvoiceActor } from './types';
import type { InvoiceFile } from './tables';

export const buyerOf = (p: Principal): InvoiceActor => ({ accountId: p.accountId, companyId: p.companyId, role: 'buyer' });

export function sellerOf(p: Principal): InvoiceActor {
  if (!p.companyId) throw fail('FORBIDDEN', '个人账号不能处理开票申请，请切换到企业账号');
  return { accountId: p.accountId, companyId: p.companyId, role: 'seller' };
}

const nowOf = (deps: Deps) => new Date(deps.clock.now());

export async function applyInvoice(deps: Deps, p: Principal, b: Application) {
  const row = await withTenant(deps.orm, p.tntId, (tx) => apply(tx, p.tntId, buyerOf(p), b, nowOf(deps)));
  return { invoiceId: row.invoiceId, applyNo: row.applyNo, status: row.status };
}

/** 可开票金额 of the apply dialog, and the invoice wish the order was placed with (its defaults). */
export function invoiceableOf(deps: Deps, p: Principal, orderIds: string[]) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const o = indentTables.orders;
    const rows = await tx.select().from(o).where(and(eq(o.tntId, p.tntId), inArray(o.orderId, orderIds)));
    const a = buyerOf(p);
    const mine = rows.filter((r) => (r.buyerCompanyId !== null ? a.companyId === r.buyerCompanyId : a.companyId === null && a.accountId === r.buyerAccountId));
    if (mine.length !== new Set(orderIds).size) throw fail('NOT_FOUND', '订单不存在');
    const { total } = await checkOrders(tx, p.tntId, mine);
    const wish = mine[0]!.invoice as { invoiceType?: string; title?: string; taxNo?: string };
    return { maxAmount: formatFen(total), invoiceType: wish.invoiceType === '2' ? '2' : '1', title: wish.title ?? '', taxNo: wish.taxNo ?? '' };
  });
}

async function move<M extends InvoiceMove>(deps: Deps, a: InvoiceActor, tntId: string, invoiceId: string, m: M, extra: { note?: string; args?: unknown } = {}) {
  try {
    const row = await withTenant(deps.orm, tntId, (tx) => moveInvoice(tx, { tntId, invoiceId, move: m, actor: a, now: nowOf(deps), note: extra.note, args: extra.args as never }));
    return { invoiceId: row.invoiceId, status: row.status };
  } catch (e) {
    // Two sellers' clerks giving one number at once: the index refuses the second.
    if (isUniqueViolation(e)) throw fail('CONFLICT', '发票号码已被使用');
    throw e;
  }
}

export const agreeInvoice = (deps: Deps, p: Principal, b: { invoiceId: string; invoiceNumber: string; files: InvoiceFile[] }) =>
  move(deps, sellerOf(p), p.tntId, b.invoiceId, 'agree', { args: { invoiceNumber: b.invoiceNumber, files: b.files } });

export const refuseInvoice = (deps: Deps, p: Principal, b: { invoiceId: string; reason: string }) => move(deps, sellerOf(p), p.tntId, b.invoiceId, 'refuse', { note: b.reason.trim() });

export const cancelInvoice = (deps: Deps, p: Principal, invoiceId: string) => move(deps, buyerOf(p), p.tntId, invoiceId, 'cancel');
