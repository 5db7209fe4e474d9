// The create calls (docs/trading.md "Creating orders"): checkout (one order per seller, all in one
// transaction), agent orders (type 2, placed and agreed by the seller for a customer enterprise), offline
// orders (a deal settled offline, recorded by the seller: awaiting delivery, paid) and replacement orders
// (free re-shipment of a completed order's delivered lines).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { t } from './all-tables';
import { fail, type Deps, type Principal } from '../../core';
import { insertOrder, type NewLine, type NewOrder } from './create';
import { moveOrder, lockOrder, writeHistory } from './move';
import { reserve, perSku } from './stock';
import { linesOf } from './lines';
import { fenOf } from './money';
import { formatFen } from '../../../../engine/validation';
import { orderAmounts } from '../../money';
import { STATUS } from './workflow';
import type { PlanStep } from './instalments';
import type { Actor, OrderRow } from './types';
import type { AddressSnapshot, InvoiceWish } from './tables';
import { regionChildren, regionError, regionFullName } from '../../../../engine/validation';
import { ORDER_KIND, ORDER_TYPE, orderTypeNo, type OrderTypeNo } from '../../codes';

type Caller = Principal & { actor: Actor };
export interface SellerChoice {
  sellerCompanyId: string;
  payType: string;
  invoice?: { invoiceType: string; title?: string; taxNo?: string };
  note?: string;
  instalments?: PlanStep[];
  userCouponId?: string;
}

const out = (os: OrderRow[]) => ({ orders: os.map((o) => ({ orderId: o.orderId, orderNo: o.orderNo, status: String(o.status), payableAmount: formatFen(o.payableFen) })) });

export type AddressInput = Omit<AddressSnapshot, 'regionName'> & { regionName?: string };

/** The address snapshot: a GB/T 2260 district (or city) code, its full name from the same data. */
function cleanAddress(a: AddressInput): AddressSnapshot {
  const bad = regionError(a.regionCode);
  if (bad) throw fail('BAD_REQUEST', bad);
  // Down to the district (a city without districts, such as 东莞, is its own last level).
  if (regionChildren(a.regionCode).length) throw fail('BAD_REQUEST', '请选择所在地区（区县）');
  if (!a.consignee.trim()) throw fail('BAD_REQUEST', '请输入收货人');
  if (!a.detail.trim()) throw fail('BAD_REQUEST', '请输入详细地址');
  return { consignee: a.consignee.trim(), phone: a.phone, regionCode: a.regionCode, regionName: regionFullName(a.regionCode, ''), detail: a.detail.trim() };
}
export function cleanInvoice(i?: SellerChoice['invoice']): InvoiceWish {
  if (!i || i.invoiceType === '0') return { invoiceType: '0' };
  if (!i.title?.trim()) throw fail('BAD_REQUEST', '请填写发票抬头');
  if (i.invoiceType === '2' && !i.taxNo) throw fail('BAD_REQUEST', '增值税专用发票须填写纳税人识别号');
  return { invoiceType: i.invoiceType, title: i.title.trim(), taxNo: i.taxNo ?? '' };
}

export interface CheckoutInput {
  lines?: { skuId: string; quantity: number }[];
  skuId?: string;
  quantity?: number;
  cartIds?: string[];
  address?: AddressInput;
  addressId?: string;
  consignee?: string;
  phone?: string;
  regionCode?: string;
  detail?: string;
  sellers?: SellerChoice[];
  payType?: string;
  invoiceType?: string;
  invoiceTitle?: string;
  taxNo?: string;
  note?: string;
}

/** The address given as an object or flat (a form's fields). */
export function checkoutAddress(b: CheckoutInput): AddressSnapshot {
  if (b.address) return cleanAddress(b.address);
  if (b.consignee && b.phone && b.regionCode && b.detail) return cleanAddress({ consignee: b.consignee, phone: b.phone, regionCode: b.regionCode, detail: b.detail });
  throw fail('BAD_REQUEST', '请选择收货地址');
}

/** A customer enterprise of the tenant and one of its accounts (the order's buyer account). */
async function customer(tx: Tx, tntId: string, companyId: string, sellerCompanyId: string): Promise<{ accountId: string; companyId: string }> {
  if (companyId === sellerCompanyId) throw fail('BAD_REQUEST', '不能为本企业下单');
  const [a] = await tx
    .select({ accountId: t.accounts.accountId })
    .from(t.accounts)
    .where(and(eq(t.accounts.tntId, tntId), eq(t.accounts.companyId, companyId)))
    .orderBy(asc(t.accounts.accountId))
    .limit(1);
  if (!a) throw fail('BAD_REQUEST', '客户企业不存在');
  return { accountId: a.accountId, companyId };
}

/** The seller's forms send the address flat (consignee, phone, regionCode, detail) and the invoice flat. */
export interface SellerOrderInput {
  buyerCompanyId: string;
  lines: { skuId: string; quantity: number; price?: string }[];
  payType: string;
  consignee: string;
  phone: string;
  regionCode: string;
  detail: string;
  invoiceType?: string;
  invoiceTitle?: string;
  taxNo?: string;
  note?: string;
  instalments?: PlanStep[];
}
const addressOf = (b: SellerOrderInput) => cleanAddress({ consignee: b.consignee, phone: b.phone, regionCode: b.regionCode, detail: b.detail });
const invoiceOf = (b: SellerOrderInput) => cleanInvoice(b.invoiceType ? { invoiceType: b.invoiceType, title: b.invoiceTitle, taxNo: b.taxNo } : undefined);

const pricedLines = (lines: SellerOrderInput['lines']): NewLine[] =>
  lines.map((l) => {
    const priceFen = l.price === undefined ? undefined : fenOf(l.price);
    if (priceFen !== undefined && priceFen <= 0) throw fail('BAD_REQUEST', '单价必须大于0');
    return { skuId: l.skuId, quantity: l.quantity, ...(priceFen !== undefined ? { priceFen } : {}) };
  });

/** Agent order (type 2): the seller orders for a customer and agrees it at once (stock reserved). */
export async function agentCreate(deps: Deps, seller: Caller & { companyId: string }, body: SellerOrderInput) {
  const now = new Date(deps.clock.now());
  return withTenant(deps.orm, seller.tntId, async (tx) => {
    const buyer = await customer(tx, seller.tntId, body.buyerCompanyId, seller.companyId);
    const order = await insertOrder(tx, now, {
      tntId: seller.tntId, buyer, sellerCompanyId: seller.companyId, orderType: orderTypeNo(ORDER_TYPE.agent), payType: Number(body.payType), lines: pricedLines(body.lines),
      address: addressOf(body), invoice: invoiceOf(body), note: body.note?.trim() ?? '', instalments: body.instalments,
      by: seller.actor, onShelfOnly: false,
    });
    return out([await moveOrder(tx, { tntId: seller.tntId, orderId: order.orderId, move: 'agree', actor: seller.actor, now, note: '代客下单' })]);
  });
}

/** Creates at 30 with the stock reserved: the two kinds of order the seller records itself. */
async function recordAtDelivery(tx: Tx, now: Date, o: NewOrder, paid: boolean, note: string): Promise<OrderRow> {
  const order = await insertOrder(tx, now, o, STATUS.awaitingDelivery);
  await reserve(tx, o.tntId, order.orderId, perSku(o.lines));
  const [after] = await tx
    .update(t.orders)
    .set({ stockReserved: true, paidFen: paid ? order.payableFen : 0 })
    .where(and(eq(t.orders.tntId, o.tntId), eq(t.orders.orderId, order.orderId)))
    .returning();
  if (note) await tx.execute(sql`UPDATE order_history SET note = ${note} WHERE tnt_id = ${o.tntId} AND order_id = ${order.orderId} AND seq = 1`);
  // Settled offline (or free): an instalment plan (pay types 8, 9) is paid in full, or the order would show
  // instalments still due for money already received.
  if (paid || Number(after!.payableFen) === 0)
    await tx.update(t.orderInstalments).set({ paidAt: now })
      .where(and(eq(t.orderInstalments.tntId, o.tntId), eq(t.orderInstalments.orderId, order.orderId), isNull(t.orderInstalments.paidAt)));
  return after!;
}

export async function offlineCreate(deps: Deps, seller: Caller & { companyId: string }, body: SellerOrderInput) {
  const now = new Date(deps.clock.now());
  return withTenant(deps.orm, seller.tntId, async (tx) => {
    const buyer = await customer(tx, seller.tntId, body.buyerCompanyId, seller.companyId);
    const order = await recordAtDelivery(
      tx, now,
      { tntId: seller.tntId, buyer, sellerCompanyId: seller.companyId, orderType: orderTypeNo(ORDER_TYPE.mall), payType: Number(body.payType), kind: ORDER_KIND.offline, lines: pricedLines(body.lines),
        address: addressOf(body), note: body.note?.trim() ?? '', by: seller.actor, onShelfOnly: false },
      true, '线下订单（线下已结清）',
    );
    return out([order]);
  });
}

/** Replacement (docs/trading.md): lines of a completed order, at most what was delivered minus what
 * earlier replacements (not cancelled) already re-shipped; payable 0 (the adjustment cancels the goods). */
export async function replacementCreate(deps: Deps, seller: Caller & { companyId: string }, body: { orderId: string; lines: { lineNo: number; quantity: number }[]; note?: string }) {
  const now = new Date(deps.clock.now());
  return withTenant(deps.orm, seller.tntId, async (tx) => {
    const origin = await lockOrder(tx, seller.tntId, body.orderId);
    if (origin.sellerCompanyId !== seller.companyId) throw fail('NOT_FOUND', '订单不存在');
    if (origin.status !== STATUS.completed || origin.kind === ORDER_KIND.replacement) throw fail('CONFLICT', '只有已完成的订单可以补发');
    const lines = new Map((await linesOf(tx, seller.tntId, origin.orderId)).map((l) => [l.lineNo, l]));
    const before = await tx.execute(sql`
      SELECT l.origin_line_no AS line_no, sum(l.quantity) AS qty FROM order_lines l JOIN orders r ON r.tnt_id = l.tnt_id AND r.order_id = l.order_id
      WHERE r.tnt_id = ${seller.tntId} AND r.origin_order_id = ${origin.orderId} AND r.status <> ${STATUS.cancelled} GROUP BY l.origin_line_no`);
    const done = new Map((before as unknown as { rows: { line_no: number; qty: string }[] }).rows.map((r) => [Number(r.line_no), Number(r.qty)]));
    const seen = new Set<number>();
    const newLines: NewLine[] = body.lines.map((x) => {
      const l = lines.get(x.lineNo);
      if (!l) throw fail('BAD_REQUEST', `订单行${x.lineNo}不存在`);
      if (seen.has(x.lineNo)) throw fail('BAD_REQUEST', `订单行${x.lineNo}重复`);
      seen.add(x.lineNo);
      const left = Number(l.deliveredQty) - (done.get(x.lineNo) ?? 0);
      if (x.quantity > left) throw fail('BAD_REQUEST', `${l.itemNm}（${l.specValues}）补发数量不能超过${Math.max(0, left)}`);
      return { skuId: l.skuId, quantity: x.quantity, priceFen: Number(l.priceFen), originLineNo: l.lineNo };
    });
    const goods = orderAmounts({ lines: newLines.map((l) => ({ priceFen: l.priceFen!, quantity: l.quantity })), freightFen: 0 }).goodsFen;
    const order = await recordAtDelivery(
      tx, now,
      { tntId: seller.tntId, buyer: { accountId: origin.buyerAccountId, companyId: origin.buyerCompanyId }, sellerCompanyId: seller.companyId,
        orderType: origin.orderType as OrderTypeNo, payType: origin.payType, kind: ORDER_KIND.replacement, lines: newLines, adjustFen: -goods,
        address: origin.address, invoice: { invoiceType: '0' }, note: body.note?.trim() ?? '', originOrderId: origin.orderId, by: seller.actor, onShelfOnly: false },
      false, `补发订单，原订单 ${origin.orderNo}`,
    );
    await writeHistory(tx, origin, { move: 'replacement', from: origin.status, to: origin.status, actor: seller.actor, note: `补发订单 ${order.orderNo}`, at: now });
    return out([order]);
  });
}
