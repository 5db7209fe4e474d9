// The buyer's application (aftersale.create, step-buyer-apply): one order line, refund only or return and
// refund, an amount within what is left to refund for the line, a reason, a description and evidence
// pictures. One transaction: the order is locked first, so two applications for one order are judged one
// after the other (the second finds the first: 409), and the unique index after_sales_one_open holds even
// where a path forgot the lock. Writes nothing on any refusal.
import { and, count, eq, inArray } from 'drizzle-orm';
import { withTenant, isUniqueViolation, type Tx } from '../../db';
import { fail, newId, type Deps } from '../../core';
import { formatFen, parseFen } from '../../../../engine/validation';
import { checkFileRefs, restrictFiles } from '../file';
import { lockOrder, orderDocument, orderFlow, indentTables, type Actor as OrderActor, type OrderRow } from '../indent';
import * as t from './tables';
import { afterSaleDocument } from './move';
import { countedByLine, paidForLine } from './amounts';
import { afterSaleFlow, OPEN_STATES, WAY } from './workflow';
import type { Actor } from './types';
import type { PictureRef } from './tables';

export interface CreateBody {
  orderId: string;
  lineNo: number;
  way: string;
  quantity: number;
  amount: string;
  reason: string;
  description?: string;
  evidence?: PictureRef[];
}

export const ONE_OPEN = '该商品已有进行中的售后，请勿重复申请';
const EVIDENCE_GONE = '凭证图片不存在，请重新上传';

/** The order states whose lines may be taken to after-sales: the goods are with the buyer. */
export const AFTER_SALE_ORDER_STATES = ['delivered', 'receivedOwing', 'completed'] as const;

/** The buyer as the order's party (the order document's own check). */
const asOrderBuyer = (a: Actor): OrderActor => ({ accountId: a.accountId, companyId: a.companyId, role: 'buyer' });

/** Why an order's lines may not be taken to after-sales now, or null. */
export function orderRefusal(o: OrderRow): string | null {
  if (o.frozen) return '订单已被平台冻结，不能申请售后';
  if (!orderFlow.is(o.status, ...AFTER_SALE_ORDER_STATES)) return `订单状态为“${orderFlow.nameOf(o.status)}”，不能申请售后`;
  return null;
}

async function lineOf(tx: Tx, o: OrderRow, lineNo: number) {
  const l = indentTables.orderLines;
  const [line] = await tx.select().from(l).where(and(eq(l.tntId, o.tntId), eq(l.orderId, o.orderId), eq(l.lineNo, lineNo)));
  if (!line) throw fail('BAD_REQUEST', '订单商品不存在');
  return line;
}

export async function createAfterSale(deps: Deps, tntId: string, actor: Actor, b: CreateBody) {
  const now = new Date(deps.clock.now());
  const way = Number(b.way);
  const amountFen = parseFen(b.amount);
  if (amountFen <= 0) throw fail('BAD_REQUEST', '退款金额必须大于0');
  const evidence = b.evidence ?? [];
  const r = await withTenant(deps.orm, tntId, async (tx) => {
    const o = await lockOrder(tx, tntId, b.orderId);
    if (!orderDocument.def.isParty(o, asOrderBuyer(actor))) throw fail('NOT_FOUND', '订单不存在');
    const refusal = orderRefusal(o);
    if (refusal) throw fail('CONFLICT', refusal);
    const line = await lineOf(tx, o, b.lineNo);
    const most = way === WAY.returnAndRefund ? Number(line.deliveredQty) : Number(line.quantity);
    if (b.quantity > most) throw fail('BAD_REQUEST', way === WAY.returnAndRefund ? `退货数量不能超过已发货数量${most}` : `售后数量不能超过购买数量${most}`);
    const [open] = await tx.select({ id: t.afterSales.afterSaleId }).from(t.afterSales)
      .where(and(eq(t.afterSales.tntId, tntId), eq(t.afterSales.orderId, o.orderId), eq(t.afterSales.lineNo, b.lineNo), inArray(t.afterSales.status, afterSaleFlow.codes(...OPEN_STATES))));
    if (open) throw fail('CONFLICT', ONE_OPEN);
    const left = paidForLine(o, Number(line.amountFen)) - ((await countedByLine(tx, tntId, o.orderId)).get(b.lineNo) ?? 0);
    if (left <= 0) throw fail('CONFLICT', '该商品没有可退款的金额');
    if (amountFen > left) throw fail('BAD_REQUEST', `退款金额不能超过${formatFen(left)}元`);
    await checkFileRefs(tx, tntId, evidence, EVIDENCE_GONE);
    // Evidence is the two parties' only from now on (served with a party page's grant, as vouchers are).
    await restrictFiles(tx, tntId, [...new Set(evidence.map((e) => e.id))]);
    const [{ n }] = (await tx.select({ n: count() }).from(t.afterSales)
      .where(and(eq(t.afterSales.tntId, tntId), eq(t.afterSales.orderId, o.orderId), eq(t.afterSales.lineNo, b.lineNo)))) as [{ n: number }];
    const row = {
      tntId, afterSaleId: newId(), afterSaleNo: `SH${o.orderNo}${String(b.lineNo).padStart(3, '0')}${String(Number(n) + 1).padStart(2, '0')}`,
      orderId: o.orderId, lineNo: b.lineNo, way, status: afterSaleFlow.code('applied'), buyerCompanyId: o.buyerCompanyId, buyerAccountId: o.buyerAccountId,
      buyerNm: o.buyerNm, sellerCompanyId: o.sellerCompanyId, sellerNm: o.sellerNm, itemNm: line.itemNm, specValues: line.specValues, picture: line.picture,
      quantity: b.quantity, amountFen, reason: b.reason, description: b.description?.trim() ?? '', evidence: evidence.map((e) => ({ id: e.id, name: e.name, url: e.url })),
      refuseReason: '', expressCode: '', expressNm: '', trackingNo: '', createdBy: actor.accountId, createdAt: now, updatedAt: now,
    } satisfies typeof t.afterSales.$inferInsert;
    const [inserted] = await tx.insert(t.afterSales).values(row).returning().catch((e: unknown) => {
      throw isUniqueViolation(e) ? fail('CONFLICT', ONE_OPEN) : e;
    });
    await afterSaleDocument.record(tx, inserted!, { move: 'create', from: null, to: row.status, actor, note: `申请${way === WAY.returnAndRefund ? '退货退款' : '仅退款'} ${formatFen(amountFen)} 元`, at: now });
    return inserted!;
  });
  return { afterSaleId: r.afterSaleId, afterSaleNo: r.afterSaleNo, status: String(r.status) };
}
