// What the screens read: the page of a side's after-sales (seller after-sales-manage, buyer after-sales),
// one after-sale as a side sees it (after-sales-detail, after-sales-operate and the buyer's steps), and an
// order's lines with what each may still ask (select-after-sale). Each carries the moves the caller's side
// may make now (the workflow's `allowed`), so the screens show exactly the buttons the server accepts.
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import { readPage, withTenant, contains, given, type Database } from '../../db';
import { fail, type Deps } from '../../core';
import { formatFen } from '../../../../engine/validation';
import { fileGranter } from '../file';
import { indentTables, orderDocument, type OrderRow } from '../indent';
import * as t from './tables';
import { afterSaleFlow, OPEN_STATES } from './workflow';
import { isParty } from './move';
import { countedByLine, paidForLine } from './amounts';
import { orderRefusal } from './create-service';
import type { Actor, AfterSaleRow } from './types';

export interface PageBody {
  pageNum: number;
  pageSize: number;
  afterSaleNo?: string;
  orderNo?: string;
  itemNm?: string;
  status?: string;
  way?: string;
  beginDate?: string;
  endDate?: string;
}

/** The rows a side sees: the seller enterprise's sales, the buyer enterprise's (or personal account's). */
function sideOf(a: Actor): SQL {
  if (a.role === 'seller') return eq(t.afterSales.sellerCompanyId, a.companyId ?? '');
  return a.companyId ? eq(t.afterSales.buyerCompanyId, a.companyId) : and(isNull(t.afterSales.buyerCompanyId), eq(t.afterSales.buyerAccountId, a.accountId))!;
}

/** China's calendar day to the instant it starts (the lists' date filters). */
const dayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);

export async function afterSalePage(db: Database, tntId: string, actor: Actor, b: PageBody) {
  const o = indentTables.orders;
  const where: SQL[] = [eq(t.afterSales.tntId, tntId), sideOf(actor)];
  if (given(b.afterSaleNo)) where.push(eq(t.afterSales.afterSaleNo, b.afterSaleNo.trim()));
  if (given(b.orderNo)) where.push(eq(o.orderNo, b.orderNo.trim()));
  if (given(b.itemNm)) where.push(contains(t.afterSales.itemNm, b.itemNm.trim()));
  if (given(b.status)) where.push(eq(t.afterSales.status, Number(b.status)));
  if (given(b.way)) where.push(eq(t.afterSales.way, Number(b.way)));
  if (given(b.beginDate)) where.push(gte(t.afterSales.createdAt, dayStart(b.beginDate)));
  if (given(b.endDate)) where.push(lt(t.afterSales.createdAt, new Date(dayStart(b.endDate).getTime() + 86_400_000)));
  const joined = and(eq(o.tntId, t.afterSales.tntId), eq(o.orderId, t.afterSales.orderId));
  const { rows, total } = await readPage(db, tntId, b, {
    count: (q) => q.select({ n: count() }).from(t.afterSales).innerJoin(o, joined).where(and(...where)),
    rows: (q, limit, offset) => q.select({ a: t.afterSales, orderNo: o.orderNo, frozen: o.frozen }).from(t.afterSales).innerJoin(o, joined).where(and(...where))
      .orderBy(desc(t.afterSales.createdAt), desc(t.afterSales.afterSaleId)).limit(limit).offset(offset),
  });
  return { total, records: rows.map(({ a, orderNo, frozen }) => ({ ...rowView(a, actor, frozen), orderNo })) };
}

/** `frozen`: the order's platform freeze, which holds every move of its after-sales (no buttons). */
function rowView(a: AfterSaleRow, actor: Actor, frozen: boolean) {
  return {
    afterSaleId: a.afterSaleId, afterSaleNo: a.afterSaleNo, orderId: a.orderId, lineNo: a.lineNo, way: String(a.way), status: String(a.status),
    buyerNm: a.buyerNm, sellerNm: a.sellerNm, itemNm: a.itemNm, specValues: a.specValues, picture: a.picture, quantity: Number(a.quantity),
    amount: formatFen(Number(a.amountFen)), reason: a.reason, createdAt: a.createdAt.toISOString(), actions: frozen ? [] : afterSaleFlow.allowed(a.status, actor.role),
  };
}

const ROLE_NAMES: Record<string, string> = afterSaleFlow.decl.roles;

export async function afterSaleDetail(deps: Deps, tntId: string, afterSaleId: string, actor: Actor) {
  const grant = await fileGranter(deps.db, tntId, deps.clock.now());
  return withTenant(deps.orm, tntId, async (tx) => {
    const [a] = await tx.select().from(t.afterSales).where(and(eq(t.afterSales.tntId, tntId), eq(t.afterSales.afterSaleId, afterSaleId)));
    if (!a || !isParty(a, actor)) throw fail('NOT_FOUND', '售后单不存在');
    const [o] = await tx.select().from(indentTables.orders).where(and(eq(indentTables.orders.tntId, tntId), eq(indentTables.orders.orderId, a.orderId)));
    const [l] = await tx.select().from(indentTables.orderLines)
      .where(and(eq(indentTables.orderLines.tntId, tntId), eq(indentTables.orderLines.orderId, a.orderId), eq(indentTables.orderLines.lineNo, a.lineNo)));
    const history = await tx.select().from(t.afterSaleHistory).where(and(eq(t.afterSaleHistory.tntId, tntId), eq(t.afterSaleHistory.afterSaleId, afterSaleId))).orderBy(asc(t.afterSaleHistory.seq));
    const refunds = await tx.select().from(t.afterSaleRefunds).where(and(eq(t.afterSaleRefunds.tntId, tntId), eq(t.afterSaleRefunds.afterSaleId, afterSaleId))).orderBy(asc(t.afterSaleRefunds.part));
    const refundedFen = refunds.filter((r) => r.refundedAt).reduce((s, r) => s + Number(r.amountFen), 0);
    return {
      ...rowView(a, actor, o!.frozen), orderNo: o!.orderNo, orderStatus: String(o!.status), description: a.description,
      evidence: a.evidence.map((e) => ({ id: e.id, name: e.name, url: grant(e.id) })),
      refuseReason: a.refuseReason, expressCode: a.expressCode, expressNm: a.expressNm, trackingNo: a.trackingNo,
      shippedAt: a.shippedAt?.toISOString() ?? '', receivedAt: a.receivedAt?.toISOString() ?? '', refundedAt: a.refundedAt?.toISOString() ?? '', updatedAt: a.updatedAt.toISOString(),
      price: formatFen(Number(l!.priceFen)), lineQuantity: Number(l!.quantity), lineAmount: formatFen(Number(l!.amountFen)), paidForLine: formatFen(paidForLine(o!, Number(l!.amountFen))),
      refundedAmount: formatFen(refundedFen),
      refunds: refunds.map((r) => ({
        part: r.part, channel: r.channel, payNo: r.payNo ?? '', amount: formatFen(Number(r.amountFen)), refundNo: r.refundNo,
        refundStatus: r.refundedAt ? '已退款' : '退款中', refundedAt: r.refundedAt?.toISOString() ?? '',
      })),
      history: history.map((h) => ({
        seq: h.seq, move: h.move, moveNm: afterSaleFlow.moveName(h.move), fromStatus: h.fromStatus === null ? null : String(h.fromStatus), toStatus: String(h.toStatus),
        actorRole: h.actorRole, actorNm: ROLE_NAMES[h.actorRole] ?? h.actorRole, note: h.note, at: h.at.toISOString(),
      })),
    };
  });
}

/** The order's lines as select-after-sale shows them: what was paid for each, what is left to refund, its
 * open after-sale if any, and whether the buyer may apply now (with the reason when not). */
export async function orderLinesForAfterSale(deps: Deps, tntId: string, orderId: string, actor: Actor, lineNo?: number) {
  return withTenant(deps.orm, tntId, async (tx) => {
    const [o] = await tx.select().from(indentTables.orders).where(and(eq(indentTables.orders.tntId, tntId), eq(indentTables.orders.orderId, orderId)));
    if (!o || !orderDocument.def.isParty(o, { accountId: actor.accountId, companyId: actor.companyId, role: 'buyer' })) throw fail('NOT_FOUND', '订单不存在');
    const lines = await tx.select().from(indentTables.orderLines).where(and(eq(indentTables.orderLines.tntId, tntId), eq(indentTables.orderLines.orderId, orderId))).orderBy(asc(indentTables.orderLines.lineNo));
    const open = await tx.select().from(t.afterSales)
      .where(and(eq(t.afterSales.tntId, tntId), eq(t.afterSales.orderId, orderId), inArray(t.afterSales.status, afterSaleFlow.codes(...OPEN_STATES))));
    const counted = await countedByLine(tx, tntId, orderId);
    const refusal = orderRefusal(o as OrderRow);
    return {
      orderId, orderNo: o.orderNo, orderStatus: String(o.status), refusal: refusal ?? '',
      lines: lines.filter((l) => lineNo === undefined || l.lineNo === lineNo).map((l) => {
        const paid = paidForLine(o, Number(l.amountFen));
        const left = Math.max(0, paid - (counted.get(l.lineNo) ?? 0));
        const mine = open.find((x) => x.lineNo === l.lineNo);
        return {
          lineNo: l.lineNo, itemNm: l.itemNm, specValues: l.specValues, picture: l.picture, price: formatFen(Number(l.priceFen)), quantity: Number(l.quantity),
          deliveredQty: Number(l.deliveredQty), amount: formatFen(Number(l.amountFen)), paidForLine: formatFen(paid), refundable: formatFen(left),
          afterSaleId: mine?.afterSaleId ?? '', afterSaleStatus: mine ? String(mine.status) : '', canApply: !refusal && !mine && left > 0,
        };
      }),
    };
  });
}
