// What the settlement screens read (one transaction each, every list paged by the server): the shop's
// completed orders with what each settles for and its bill (shop-order, shop-order-detail), the bills
// (shop-order-settlement) and one bill (shop-order-settlement-payment), the settled orders
// (settle-order-list) and the payouts (pay-history). A shop sees its own; the platform every shop's.
import { and, asc, count, desc, eq, exists, inArray, isNotNull, notExists, type SQL } from 'drizzle-orm';
import { contains, given, withTenant, type Tx } from '../../db';
import { fail, type Deps } from '../../core';
import { formatFen } from '../../../../engine/validation';
import { indentTables, orderFlow, type OrderRow } from '../indent';
import * as t from './tables';
import { settleRefusal, settleStatusOf, settleableOf, type Settleable } from './amounts';
import { isParty } from './move';
import { settlementFlow, HOLDING } from './workflow';
import type { SettlementActor, SettlementRow } from './types';

const o = indentTables.orders;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const offset = (b: { pageNum: number; pageSize: number }) => (b.pageNum - 1) * b.pageSize;

/** The orders a side sees: a shop its own sales, the platform every shop's. */
const shopOrders = (a: SettlementActor): SQL | undefined => (a.role === 'seller' ? eq(o.sellerCompanyId, a.companyId ?? '') : undefined);
const billsOf = (a: SettlementActor): SQL | undefined => (a.role === 'seller' ? eq(t.settlements.sellerCompanyId, a.companyId ?? '') : undefined);

/** A standing bill holds the order, in these states. */
function heldIn(tntId: string, states: readonly ('applied' | 'approved' | 'settled')[]) {
  return (q: Tx) => q.select({ x: t.settlementOrders.orderId }).from(t.settlementOrders)
    .innerJoin(t.settlements, and(eq(t.settlements.tntId, t.settlementOrders.tntId), eq(t.settlements.settlementId, t.settlementOrders.settlementId)))
    .where(and(eq(t.settlementOrders.tntId, tntId), eq(t.settlementOrders.orderId, o.orderId), eq(t.settlementOrders.holding, true), inArray(t.settlements.status, settlementFlow.codes(...states))));
}

function orderView(r: OrderRow, f: Settleable, a: SettlementActor) {
  const refusal = settleRefusal(r, f);
  return {
    orderId: r.orderId, orderNo: r.orderNo, buyerNm: r.buyerNm, sellerNm: r.sellerNm, orderStatus: String(r.status),
    payableAmount: formatFen(Number(r.payableFen)), paidAmount: formatFen(Number(r.paidFen)), collectedAmount: formatFen(f.collectedFen),
    refundedAmount: formatFen(f.refundedFen), amount: formatFen(f.amountFen), settleStatus: settleStatusOf(f), settlementId: f.settlementId,
    settlementNo: f.settlementNo, completedAt: iso(f.completedAt), createdAt: r.createdAt.toISOString(), refusal: refusal ?? '',
    actions: a.role === 'seller' && !refusal ? ['settle'] : [],
  };
}

export interface OrderPageBody {
  pageNum: number;
  pageSize: number;
  orderNo?: string;
  buyerNm?: string;
  settleStatus?: string;
}

export function orderPage(deps: Deps, tntId: string, a: SettlementActor, b: OrderPageBody) {
  return withTenant(deps.orm, tntId, async (tx) => {
    const where: (SQL | undefined)[] = [eq(o.tntId, tntId), shopOrders(a), eq(o.status, orderFlow.code('completed'))];
    if (given(b.orderNo)) where.push(eq(o.orderNo, b.orderNo.trim()));
    if (given(b.buyerNm)) where.push(contains(o.buyerNm, b.buyerNm.trim()));
    if (b.settleStatus === '1') where.push(notExists(heldIn(tntId, HOLDING)(tx)));
    if (b.settleStatus === '2') where.push(exists(heldIn(tntId, ['applied', 'approved'])(tx)));
    if (b.settleStatus === '3') where.push(exists(heldIn(tntId, ['settled'])(tx)));
    const w = and(...where);
    const [{ n }] = (await tx.select({ n: count() }).from(o).where(w)) as [{ n: number }];
    const rows = await tx.select().from(o).where(w).orderBy(desc(o.createdAt), desc(o.orderId)).limit(b.pageSize).offset(offset(b));
    const figures = await settleableOf(tx, tntId, rows.map((r) => r.orderId));
    return { total: Number(n), records: rows.map((r) => orderView(r, figures.get(r.orderId)!, a)) };
  });
}

export function orderDetail(deps: Deps, tntId: string, a: SettlementActor, orderId: string) {
  return withTenant(deps.orm, tntId, async (tx) => {
    const [r] = await tx.select().from(o).where(and(eq(o.tntId, tntId), eq(o.orderId, orderId), shopOrders(a)));
    if (!r) throw fail('NOT_FOUND', '订单不存在');
    const l = indentTables.orderLines;
    const lines = await tx.select().from(l).where(and(eq(l.tntId, tntId), eq(l.orderId, orderId))).orderBy(asc(l.lineNo));
    const bills = await tx.select({ s: t.settlements }).from(t.settlementOrders)
      .innerJoin(t.settlements, and(eq(t.settlements.tntId, t.settlementOrders.tntId), eq(t.settlements.settlementId, t.settlementOrders.settlementId)))
      .where(and(eq(t.settlementOrders.tntId, tntId), eq(t.settlementOrders.orderId, orderId))).orderBy(desc(t.settlements.createdAt));
    const f = (await settleableOf(tx, tntId, [orderId])).get(orderId)!;
    return {
      ...orderView(r, f, a),
      lines: lines.map((x) => ({ lineNo: x.lineNo, itemNm: x.itemNm, specValues: x.specValues, quantity: Number(x.quantity), price: formatFen(Number(x.priceFen)), amount: formatFen(Number(x.amountFen)) })),
      bills: bills.map(({ s }) => ({ settlementId: s.settlementId, settlementNo: s.settlementNo, status: String(s.status), amount: formatFen(Number(s.amountFen)), createdAt: s.createdAt.toISOString() })),
    };
  });
}

function billView(s: SettlementRow, a: SettlementActor) {
  return {
    settlementId: s.settlementId, settlementNo: s.settlementNo, sellerNm: s.sellerNm, status: String(s.status), orderCount: s.orderCount,
    amount: formatFen(Number(s.amountFen)), remark: s.remark, refuseReason: s.refuseReason, payNo: s.payNo, transferNo: s.transferNo,
    paidAt: iso(s.paidAt), createdAt: s.createdAt.toISOString(), actions: settlementFlow.allowed(s.status, a.role),
  };
}

export interface BillPageBody {
  pageNum: number;
  pageSize: number;
  settlementNo?: string;
  sellerNm?: string;
  status?: string;
}

export function billPage(deps: Deps, tntId: string, a: SettlementActor, b: BillPageBody) {
  return withTenant(deps.orm, tntId, async (tx) => {
    const s = t.settlements;
    const w = and(eq(s.tntId, tntId), billsOf(a), given(b.settlementNo) ? eq(s.settlementNo, b.settlementNo.trim()) : undefined,
      given(b.sellerNm) ? contains(s.sellerNm, b.sellerNm.trim()) : undefined, given(b.status) ? eq(s.status, Number(b.status)) : undefined);
    const [{ n }] = (await tx.select({ n: count() }).from(s).where(w)) as [{ n: number }];
    const rows = await tx.select().from(s).where(w).orderBy(desc(s.createdAt), desc(s.settlementId)).limit(b.pageSize).offset(offset(b));
    return { total: Number(n), records: rows.map((r) => billView(r, a)) };
  });
}

const ROLE_NAMES: Record<string, string> = settlementFlow.decl.roles;

export function billDetail(deps: Deps, tntId: string, a: SettlementActor, settlementId: string) {
  return withTenant(deps.orm, tntId, async (tx) => {
    const [s] = await tx.select().from(t.settlements).where(and(eq(t.settlements.tntId, tntId), eq(t.settlements.settlementId, settlementId)));
    if (!s || !isParty(s, a)) throw fail('NOT_FOUND', '结算单不存在');
    const lines = await tx.select().from(t.settlementOrders).where(and(eq(t.settlementOrders.tntId, tntId), eq(t.settlementOrders.settlementId, settlementId))).orderBy(asc(t.settlementOrders.orderNo));
    const h = t.settlementHistory;
    const history = await tx.select().from(h).where(and(eq(h.tntId, tntId), eq(h.settlementId, settlementId))).orderBy(asc(h.seq));
    return {
      ...billView(s, a),
      orders: lines.map((l) => ({
        orderId: l.orderId, orderNo: l.orderNo, buyerNm: l.buyerNm, completedAt: iso(l.completedAt), collectedAmount: formatFen(Number(l.collectedFen)),
        refundedAmount: formatFen(Number(l.refundedFen)), amount: formatFen(Number(l.amountFen)),
      })),
      history: history.map((x) => ({
        seq: x.seq, move: x.move, moveNm: x.move === 'apply' ? '申请结算' : settlementFlow.moveName(x.move), fromStatus: x.fromStatus === null ? null : String(x.fromStatus),
        toStatus: String(x.toStatus), actorRole: x.actorRole, actorNm: ROLE_NAMES[x.actorRole] ?? x.actorRole, note: x.note, at: x.at.toISOString(),
      })),
    };
  });
}

export function settledOrders(deps: Deps, tntId: string, a: SettlementActor, b: { pageNum: number; pageSize: number; orderNo?: string; settlementNo?: string }) {
  return withTenant(deps.orm, tntId, async (tx) => {
    const s = t.settlements;
    const so = t.settlementOrders;
    const joined = and(eq(s.tntId, so.tntId), eq(s.settlementId, so.settlementId));
    const w = and(eq(so.tntId, tntId), billsOf(a), eq(s.status, settlementFlow.code('settled')),
      given(b.orderNo) ? eq(so.orderNo, b.orderNo.trim()) : undefined, given(b.settlementNo) ? eq(s.settlementNo, b.settlementNo.trim()) : undefined);
    const [{ n }] = (await tx.select({ n: count() }).from(so).innerJoin(s, joined).where(w)) as [{ n: number }];
    const rows = await tx.select({ so, s }).from(so).innerJoin(s, joined).where(w).orderBy(desc(s.paidAt), desc(s.settlementId), asc(so.orderNo)).limit(b.pageSize).offset(offset(b));
    return {
      total: Number(n),
      records: rows.map((r) => ({
        settlementId: r.s.settlementId, settlementNo: r.s.settlementNo, sellerNm: r.s.sellerNm, orderId: r.so.orderId, orderNo: r.so.orderNo, buyerNm: r.so.buyerNm,
        amount: formatFen(Number(r.so.amountFen)), collectedAmount: formatFen(Number(r.so.collectedFen)), refundedAmount: formatFen(Number(r.so.refundedFen)), paidAt: iso(r.s.paidAt),
      })),
    };
  });
}

export function payHistory(deps: Deps, tntId: string, a: SettlementActor, b: { pageNum: number; pageSize: number; settlementNo?: string; sellerNm?: string }) {
  return withTenant(deps.orm, tntId, async (tx) => {
    const s = t.settlements;
    const w = and(eq(s.tntId, tntId), billsOf(a), isNotNull(s.payNo), given(b.settlementNo) ? eq(s.settlementNo, b.settlementNo.trim()) : undefined,
      given(b.sellerNm) ? contains(s.sellerNm, b.sellerNm.trim()) : undefined);
    const [{ n }] = (await tx.select({ n: count() }).from(s).where(w)) as [{ n: number }];
    const rows = await tx.select().from(s).where(w).orderBy(desc(s.paidAt), desc(s.settlementId)).limit(b.pageSize).offset(offset(b));
    return {
      total: Number(n),
      records: rows.map((r) => ({
        settlementId: r.settlementId, settlementNo: r.settlementNo, payNo: r.payNo!, sellerNm: r.sellerNm, orderCount: r.orderCount,
        amount: formatFen(Number(r.amountFen)), transferNo: r.transferNo!, paidAt: r.paidAt!.toISOString(),
      })),
    };
  });
}
