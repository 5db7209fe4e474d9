// One order as a side sees it: amounts, address, lines, history, deliveries with their lines, instalments,
// payments (the payment module's reader) and the moves this side may make now (from the one table), so the
// screens show exactly the buttons the server would accept.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { withTenant } from '../../db';
import { t } from './all-tables';
import { fail, type Deps } from '../../core';
import { orderFlow } from './workflow';
import { actionsOf } from './actions';
import { isGoodsFirstPayType, isInstalmentPayType } from '../../codes';
import { isParty } from './move';
import { linesOf } from './lines';
import { planOf } from './instalments';
import { paymentsOf } from './payments';
import { formatFen } from '../../../../engine/validation';
import type { Actor } from './types';

/** Who made a move, as the history timeline names them (the workflow's parties). */
const ACTOR_NAMES: Record<string, string> = orderFlow.decl.roles;

export async function orderDetail(deps: Deps, tntId: string, orderId: string, actor: Actor) {
  return withTenant(deps.orm, tntId, async (tx) => {
    const [o] = await tx.select().from(t.orders).where(and(eq(t.orders.tntId, tntId), eq(t.orders.orderId, orderId)));
    if (!o || !isParty(o, actor)) throw fail('NOT_FOUND', '订单不存在');
    const lines = await linesOf(tx, tntId, orderId);
    const history = await tx.select().from(t.orderHistory).where(and(eq(t.orderHistory.tntId, tntId), eq(t.orderHistory.orderId, orderId))).orderBy(asc(t.orderHistory.seq));
    const deliveries = await tx.select().from(t.orderDeliveries).where(and(eq(t.orderDeliveries.tntId, tntId), eq(t.orderDeliveries.orderId, orderId))).orderBy(asc(t.orderDeliveries.createdAt));
    const dLines = deliveries.length
      ? await tx.select().from(t.orderDeliveryLines).where(and(eq(t.orderDeliveryLines.tntId, tntId), inArray(t.orderDeliveryLines.deliveryId, deliveries.map((d) => d.deliveryId))))
      : [];
    const plan = await planOf(tx, tntId, orderId);
    const payments = await paymentsOf(tx, tntId, orderId);
    const [origin] = o.originOrderId
      ? await tx.select({ orderNo: t.orders.orderNo }).from(t.orders).where(and(eq(t.orders.tntId, tntId), eq(t.orders.orderId, o.originOrderId)))
      : [];
    const byNo = new Map(lines.map((l) => [l.lineNo, l]));
    return {
      orderId: o.orderId, orderNo: o.orderNo, orderType: String(o.orderType), payType: String(o.payType), status: String(o.status), kind: o.kind,
      // Goods-first (and credit) orders walk another path: delivery and receipt before payment.
      goodsFirst: isGoodsFirstPayType(o.payType),
      // Instalment orders (8, 9) pay a first part before delivery and the rest after receipt.
      instalmentPlan: isInstalmentPayType(o.payType),
      frozen: o.frozen, frozenReason: o.frozenReason, buyerNm: o.buyerNm, sellerNm: o.sellerNm, buyerCompanyId: o.buyerCompanyId,
      sellerCompanyId: o.sellerCompanyId, originOrderId: o.originOrderId, originOrderNo: origin?.orderNo ?? null,
      goodsAmount: formatFen(o.goodsFen), freightAmount: formatFen(o.freightFen), discountAmount: formatFen(o.discountFen), adjustAmount: formatFen(o.adjustFen),
      payableAmount: formatFen(o.payableFen), paidAmount: formatFen(o.paidFen), refundedAmount: formatFen(o.refundedFen), unpaidAmount: formatFen(Number(o.payableFen) - Number(o.paidFen)),
      address: o.address as Record<string, unknown>, invoice: o.invoice as Record<string, unknown>, note: o.note, reason: o.reason, creditDueDate: o.creditDueDate,
      createdAt: o.createdAt.toISOString(), updatedAt: o.updatedAt.toISOString(),
      lines: lines.map((l) => ({
        lineNo: l.lineNo, skuId: l.skuId, itemId: l.itemId, itemNm: l.itemNm, specValues: l.specValues, picture: l.picture, unitNm: l.unitNm,
        price: formatFen(l.priceFen), quantity: Number(l.quantity), deliveredQty: Number(l.deliveredQty), remainingQty: Number(l.quantity) - Number(l.deliveredQty),
        amount: formatFen(l.amountFen), originLineNo: l.originLineNo,
      })),
      history: history.map((h) => ({
        seq: h.seq, move: h.move, moveNm: orderFlow.moveName(h.move), fromStatus: h.fromStatus === null ? null : String(h.fromStatus),
        toStatus: String(h.toStatus), actorRole: h.actorRole, actorNm: ACTOR_NAMES[h.actorRole] ?? h.actorRole, note: h.note, at: h.at.toISOString(),
      })),
      deliveries: deliveries.map((d) => ({
        deliveryId: d.deliveryId, expressCode: d.expressCode, expressNm: d.expressNm, trackingNo: d.trackingNo, status: String(d.status), createdAt: d.createdAt.toISOString(),
        lines: dLines.filter((x) => x.deliveryId === d.deliveryId).map((x) => ({ lineNo: x.lineNo, itemNm: byNo.get(x.lineNo)?.itemNm ?? '', specValues: byNo.get(x.lineNo)?.specValues ?? '', quantity: Number(x.quantity) })),
      })),
      instalments: plan.map((i) => ({ seq: i.seq, amount: formatFen(i.amountFen), dueDate: i.dueDate, paidAt: i.paidAt ? i.paidAt.toISOString() : null })),
      payments: payments.map((p) => ({ payId: p.payId, payWay: p.payWay, amount: p.amount, status: p.status, statusNm: p.statusNm, paidAt: p.paidAt })),
      actions: actionsOf(o, actor.role),
      // The choices of the revoke / delete and redelivery dialogs.
      revocable: deliveries.filter((d) => d.status === 1 || d.status === 5).map((d) => ({ value: d.deliveryId, label: `${d.expressNm} ${d.trackingNo}` })),
      reportedMissing: deliveries.filter((d) => d.status === 5).map((d) => ({ value: d.deliveryId, label: `${d.expressNm} ${d.trackingNo}` })),
      // What the delivery dialog starts from: every line with something left, all of it preset.
      deliverable: lines
        .filter((l) => Number(l.quantity) > Number(l.deliveredQty))
        .map((l) => ({ lineNo: l.lineNo, itemNm: l.itemNm, specValues: l.specValues, remainingQty: Number(l.quantity) - Number(l.deliveredQty), quantity: Number(l.quantity) - Number(l.deliveredQty) })),
    };
  });
}
