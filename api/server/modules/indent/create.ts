// Creating an order (docs/trading.md "Creating orders"): one order for one seller, its lines a snapshot of
// the SKUs (name, specs, picture, unit, price), amounts in fen, the address and invoice wish as given, a
// readable order number and the first history row (-> 10). Refused at once when the available stock
// (on hand - reserved) cannot cover a line; the stock itself is reserved later, when the seller agrees.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Tx } from '../../db';
import * as t from './tables';
import { readOrderSkus, refusedToBuy, type OrderSku } from '../item';
import { userTables } from '../user';
import { fail, newId } from '../../core';
import { orderAmounts } from '../../money';
import { STATUS, type Status } from './workflow';
import { chinaDay } from './numbers';
import { amountsOf, checkPlan, defaultPlan, type PlanStep } from './instalments';
import { OUT_OF_STOCK } from './stock';
import type { Actor, OrderRow } from './types';
import type { AddressSnapshot, InvoiceWish } from './tables';
import { isInstalmentPayType, ORDER_KIND, type OrderKind, type OrderTypeNo } from '../../codes';

export interface NewLine {
  skuId: string;
  quantity: number;
  /** Agent and offline orders: the price agreed with the customer (fen); otherwise the SKU's price. */
  priceFen?: number;
  originLineNo?: number;
}

export interface NewOrder {
  tntId: string;
  buyer: { accountId: string; companyId: string | null };
  sellerCompanyId: string;
  orderType: OrderTypeNo;
  payType: number;
  kind?: OrderKind;
  lines: NewLine[];
  freightFen?: number;
  discountFen?: number;
  adjustFen?: number;
  address: AddressSnapshot | Record<string, never>;
  invoice?: InvoiceWish;
  note?: string;
  instalments?: PlanStep[];
  originOrderId?: string;
  /** Who places it (the buyer; the seller's account for agent, offline and replacement orders). */
  by: Actor;
  /** Goods must be on shelf (mall orders) or only not frozen (the seller's own agent / offline orders). */
  onShelfOnly: boolean;
  /** The lines' SKUs as the caller already read them in this transaction (checkout: the cart quote's
   * read); absent, prepareOrder reads them. A SKU not in the map does not exist. */
  skus?: ReadonlyMap<string, OrderSku>;
}

export async function partyNames(tx: Tx, tntId: string, buyer: NewOrder['buyer'], sellerCompanyId: string): Promise<{ buyerNm: string; sellerNm: string }> {
  const companies = await tx
    .select({ id: userTables.companies.companyId, nm: userTables.companies.companyNm })
    .from(userTables.companies)
    .where(and(eq(userTables.companies.tntId, tntId), inArray(userTables.companies.companyId, [sellerCompanyId, ...(buyer.companyId ? [buyer.companyId] : [])])));
  const sellerNm = companies.find((c) => c.id === sellerCompanyId)?.nm;
  if (!sellerNm) throw fail('BAD_REQUEST', '卖家企业不存在');
  if (buyer.companyId) {
    const buyerNm = companies.find((c) => c.id === buyer.companyId)?.nm;
    if (!buyerNm) throw fail('BAD_REQUEST', '买家企业不存在');
    return { buyerNm, sellerNm };
  }
  const [p] = await tx
    .select({ nm: sql<string>`coalesce(${userTables.persons.realName}, ${userTables.persons.username})` })
    .from(userTables.accounts)
    .innerJoin(userTables.persons, and(eq(userTables.persons.tntId, userTables.accounts.tntId), eq(userTables.persons.personId, userTables.accounts.personId)))
    .where(and(eq(userTables.accounts.tntId, tntId), eq(userTables.accounts.accountId, buyer.accountId)));
  if (!p) throw fail('BAD_REQUEST', '买家账号不存在');
  return { buyerNm: p.nm, sellerNm };
}

/** An order checked and built, not written yet (prepareOrder); writeOrders writes it. */
export interface PreparedOrder {
  order: Omit<typeof t.orders.$inferInsert, 'orderNo'>;
  lines: (typeof t.orderLines.$inferInsert)[];
  instalments: (typeof t.orderInstalments.$inferInsert)[];
  history: typeof t.orderHistory.$inferInsert;
}

/** Reads and checks everything an order needs (goods, stock, amounts, parties, plan) and builds its rows;
 * writes nothing, so a checkout can check every seller's order before it writes any. */
export async function prepareOrder(tx: Tx, now: Date, o: NewOrder, status: Status = STATUS.awaitingSeller): Promise<PreparedOrder> {
  if (!o.lines.length) throw fail('BAD_REQUEST', '请选择商品');
  if (o.buyer.companyId && o.buyer.companyId === o.sellerCompanyId) throw refusedToBuy('own', '');
  const skus = o.skus ?? (await readOrderSkus(tx, o.tntId, o.lines.map((l) => l.skuId)));
  const want = new Map<string, number>();
  for (const l of o.lines) want.set(l.skuId, (want.get(l.skuId) ?? 0) + l.quantity);
  const orderId = newId();
  const rows = o.lines.map((l, i) => {
    const s = skus.get(l.skuId);
    if (!s || s.companyId !== o.sellerCompanyId) throw fail('BAD_REQUEST', '商品不存在');
    if (s.status === '3') throw fail('CONFLICT', `商品已被平台冻结：${s.itemNm}`);
    if (o.onShelfOnly && s.status !== '1') throw fail('CONFLICT', `商品已下架：${s.itemNm}`);
    const available = s.stock - s.reserved;
    if (available < want.get(l.skuId)!) throw fail('CONFLICT', `${OUT_OF_STOCK}：${s.itemNm}（${s.specValues}）可用库存${Math.max(0, available)}`);
    const priceFen = l.priceFen ?? s.priceFen;
    return {
      tntId: o.tntId, orderId, lineNo: i + 1, skuId: s.skuId, itemId: s.itemId, itemNm: s.itemNm, specValues: s.specValues, picture: s.picture,
      unitNm: s.unitNm, priceFen, quantity: l.quantity, deliveredQty: 0, amountFen: 0, originLineNo: l.originLineNo ?? null,
    };
  });
  const freightFen = o.freightFen ?? 0;
  const discountFen = o.discountFen ?? 0;
  const adjustFen = o.adjustFen ?? 0;
  // The one computation the checkout quote makes too (money.ts: exact, 订单金额过大 past the bound).
  const amounts = orderAmounts({ lines: rows.map((r) => ({ priceFen: r.priceFen, quantity: r.quantity })), freightFen, discountFen, adjustFen });
  rows.forEach((r, i) => (r.amountFen = amounts.lineFen[i]!));
  const { goodsFen, payableFen } = amounts;
  if (payableFen < 0) throw fail('BAD_REQUEST', '优惠金额不能超过订单金额');
  const names = await partyNames(tx, o.tntId, o.buyer, o.sellerCompanyId);
  let instalments: PreparedOrder['instalments'] = [];
  if (isInstalmentPayType(o.payType)) {
    const plan = o.instalments ?? defaultPlan(now);
    checkPlan(plan, now);
    const amounts = amountsOf(payableFen, plan.map((p) => p.percent));
    instalments = plan.map((p, i) => ({ tntId: o.tntId, orderId, seq: i + 1, amountFen: amounts[i]!, dueDate: p.dueDate, paidAt: null }));
  }
  return {
    order: {
      tntId: o.tntId, orderId, orderType: o.orderType, payType: o.payType, status,
      kind: o.kind ?? ORDER_KIND.normal, frozen: false, frozenReason: '', buyerCompanyId: o.buyer.companyId, buyerAccountId: o.buyer.accountId,
      ...names, sellerCompanyId: o.sellerCompanyId, createdBy: o.by.accountId, goodsFen, freightFen, discountFen, adjustFen, payableFen,
      paidFen: 0, refundedFen: 0, address: o.address, invoice: o.invoice ?? { invoiceType: '0' }, note: o.note ?? '', reason: '',
      goodsNames: [...new Set(rows.map((r) => r.itemNm))].join(' ').slice(0, 2000), originOrderId: o.originOrderId ?? null,
      stockReserved: false, creditDueDate: null, createdAt: now, updatedAt: now,
    },
    lines: rows,
    instalments,
    history: {
      tntId: o.tntId, orderId, seq: 1, move: 'create', fromStatus: null, toStatus: status, actorId: o.by.accountId, actorRole: o.by.role,
      note: o.note ?? '', at: now,
    },
  };
}

/** Writes prepared orders: their lines, plans and first history rows, then the orders themselves, each
 * with the tenant's next number of the day (scpr_next_order_no, migration 0031) in that same last
 * statement. The day's counter row stays locked until commit, so it is taken last: concurrent creates
 * wait for each other's commit only, not for each other's whole transaction. All of it is one statement
 * (the children as data-modifying CTEs; their references to the orders are checked at commit). Returns
 * the orders in the given order. */
export async function writeOrders(tx: Tx, now: Date, prepared: readonly PreparedOrder[]): Promise<OrderRow[]> {
  if (!prepared.length) return [];
  // One statement (one round trip): the children as data-modifying CTEs, the orders last.
  const plans = prepared.flatMap((p) => p.instalments);
  const children = [
    tx.$with('order_lines_in', {}).as(tx.insert(t.orderLines).values(prepared.flatMap((p) => p.lines)).getSQL()),
    tx.$with('order_history_in', {}).as(tx.insert(t.orderHistory).values(prepared.map((p) => p.history)).getSQL()),
    ...(plans.length ? [tx.$with('order_instalments_in', {}).as(tx.insert(t.orderInstalments).values(plans).getSQL())] : []),
  ];
  const day = chinaDay(now);
  const orders = await tx
    .with(...children)
    .insert(t.orders)
    .values(prepared.map((p) => ({ ...p.order, orderNo: sql`scpr_next_order_no(${p.order.tntId}, ${day})` })))
    .returning();
  const byId = new Map(orders.map((o) => [o.orderId, o]));
  return prepared.map((p) => byId.get(p.order.orderId)!);
}

/** One order, checked and written (the seller's agent, offline and replacement orders; the demo data). */
export async function insertOrder(tx: Tx, now: Date, o: NewOrder, status: Status = STATUS.awaitingSeller): Promise<OrderRow> {
  const [order] = await writeOrders(tx, now, [await prepareOrder(tx, now, o, status)]);
  return order!;
}
