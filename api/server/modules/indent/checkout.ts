// Checkout (indent.create): one order per seller, all in one transaction, built on the cart module's
// public faces (docs/trading.md "Cart ... Public faces"): the quote gives the lines (cart lines or buy
// now), the address snapshot, each seller's freight and accepted pay types; an address given in the
// request is quoted with quoteFreight. The chosen pay type must be one the seller accepts; instalment
// plans follow the seller's settings (count, interval): 9's is the seller's alone, 8's the buyer's within
// them. Ordered cart lines leave the cart.
import { withTenant, type Tx } from '../../db';
import { fail, type Deps, type Principal } from '../../core';
import { checkoutCoupons, NO_COUPON, quoteCheckout, removeOrderedLines } from '../cart';
import { addressForOrder, ownerIdOf } from '../address';
import { quoteFreight } from '../freight';
import { acceptedPayTypes, type PayTypeSetting } from '../paytype';
import { buyableSkus, type OrderSku } from '../item';
import { prepareOrder, writeOrders, type PreparedOrder } from './create';
import { chinaDate } from './numbers';
import { checkBuyerPlan, type PlanStep } from './instalments';
import { formatFen } from '../../../../engine/validation';
import { lineFen } from '../../money';
import { checkoutAddress, cleanInvoice, type CheckoutInput, type SellerChoice } from './create-service';
import type { Actor } from './types';
import type { AddressSnapshot } from './tables';
import { isInstalmentPayType, isSellerPlanPayType, ORDER_TYPE, orderTypeNo } from '../../codes';

type Caller = Principal & { actor: Actor };
interface Group {
  sellerId: string;
  lines: { skuId: string; quantity: number }[];
  freightFen: number;
  payTypes: PayTypeSetting[];
}

/** The seller's instalment settings as a plan: equal shares, one due every interval days from today. */
function planFrom(s: PayTypeSetting | undefined, now: Date): PlanStep[] | undefined {
  if (!s?.instalmentCount || s.instalmentCount < 2) return undefined;
  const n = s.instalmentCount;
  const base = Math.floor(100 / n);
  return Array.from({ length: n }, (_, i) => ({ percent: i === n - 1 ? 100 - base * (n - 1) : base, dueDate: chinaDate(now, i * (s.intervalDays ?? 30)) }));
}

/** The order's plan: the seller's for 9 (a plan the buyer sends is refused), the buyer's own for 8 within
 * the seller's settings (else the seller's), none for the other pay types (a plan sent is refused). */
function planFor(payType: number, sent: PlanStep[] | undefined, setting: PayTypeSetting, now: Date): PlanStep[] | undefined {
  if (!isInstalmentPayType(payType)) {
    if (sent) throw fail('BAD_REQUEST', '所选付款方式不分期，不能设定分期计划');
    return undefined;
  }
  if (!sent) return planFrom(setting, now);
  if (isSellerPlanPayType(payType)) throw fail('BAD_REQUEST', '卖家自定义分期按卖家设置的分期计划付款，不能自行设定分期');
  checkBuyerPlan(sent, setting, now);
  return sent;
}

/** Given lines: every line judged by the buy rule (item/buy-rule.ts) from one read of their SKUs (added to
 * `skus`, for the orders' snapshot), grouped by seller, freight quoted to the address. */
async function groupsFor(tx: Tx, buyer: Principal, lines: { skuId: string; quantity: number }[], address: AddressSnapshot, skus: Map<string, OrderSku>): Promise<Group[]> {
  const tntId = buyer.tntId;
  for (const [id, s] of await buyableSkus(tx, buyer, lines)) skus.set(id, s);
  const grouped = new Map<string, { skuId: string; quantity: number }[]>();
  for (const l of lines) {
    const s = skus.get(l.skuId)!;
    grouped.set(s.companyId, [...(grouped.get(s.companyId) ?? []), l]);
  }
  const accepted = await acceptedPayTypes(tx, tntId, [...grouped.keys()]);
  const out: Group[] = [];
  for (const [sellerId, ls] of grouped) {
    const f = await quoteFreight(tx, {
      tntId, sellerId, regionCode: address.regionCode, regionName: address.regionName,
      lines: ls.map((l) => {
        const sku = skus.get(l.skuId)!;
        return { itemId: sku.itemId, skuId: l.skuId, quantity: l.quantity, amountFen: lineFen(sku.priceFen, l.quantity), sku };
      }),
    });
    out.push({ sellerId, lines: ls, freightFen: f.freightFen, payTypes: (accepted.get(sellerId)?.payTypes ?? []).filter((p) => p.enabled) });
  }
  return out;
}

export async function checkout(deps: Deps, buyer: Caller, body: CheckoutInput) {
  const now = new Date(deps.clock.now());
  const given = body.lines ?? (body.skuId && body.quantity ? [{ skuId: body.skuId, quantity: body.quantity }] : undefined);
  const explicit = body.address || body.consignee ? checkoutAddress(body) : undefined;
  // One pay type (and invoice, note) for every seller when the form gives them flat.
  const flat: SellerChoice | undefined = body.payType
    ? { sellerCompanyId: '', payType: body.payType, note: body.note, invoice: body.invoiceType ? { invoiceType: body.invoiceType, title: body.invoiceTitle, taxNo: body.taxNo } : undefined }
    : undefined;
  return withTenant(deps.orm, buyer.tntId, async (tx) => {
    const b = { ...buyer, ownerId: ownerIdOf(buyer) };
    let address: AddressSnapshot;
    let groups: Group[];
    let fromCart = false;
    // The lines' SKUs, read once (the quote's read, or groupsFor's) and passed to every seller's order.
    const skus = new Map<string, OrderSku>();
    if (explicit || (given && given.length > 1)) {
      if (!given?.length) throw fail('BAD_REQUEST', '请选择要购买的商品');
      if (explicit) address = explicit;
      else {
        const a = await addressForOrder(tx, { tntId: b.tntId, ownerId: b.ownerId, addressId: body.addressId });
        address = { consignee: a.consignee, phone: a.phone, regionCode: a.regionCode, regionName: a.regionName, detail: a.detail };
      }
      groups = await groupsFor(tx, buyer, given, address, skus);
    } else {
      const q = await quoteCheckout(tx, b, given ? { addressId: body.addressId, buyNow: given[0]! } : { addressId: body.addressId, skuIds: body.cartIds });
      if (!q.address) throw fail('BAD_REQUEST', '请选择收货地址');
      const a = q.address;
      address = { consignee: a.consignee, phone: a.phone, regionCode: a.regionCode, regionName: a.regionName, detail: a.detail };
      groups = q.groups.map((g) => ({ sellerId: g.sellerId, lines: g.lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })), freightFen: g.freightFen ?? 0, payTypes: g.payTypes }));
      for (const l of q.groups.flatMap((g) => g.lines)) skus.set(l.skuId, l.sku);
      fromCart = q.fromCart;
    }
    if (!groups.length) throw fail('BAD_REQUEST', '请选择要购买的商品');
    // Every seller's order is checked and built first; the cart lines leave the cart; the orders are
    // written last, taking their numbers (create.ts writeOrders: the day's counter is held until commit).
    const prepared: PreparedOrder[] = [];
    // The coupon each seller's order uses: claimed (locked, checked, its discount computed here) before the
    // order is built, marked used once the order has its number (docs/trading.md "Coupons").
    const claimed: { userCouponId: string; index: number }[] = [];
    for (const g of groups) {
      const choice = body.sellers?.find((s) => s.sellerCompanyId === g.sellerId) ?? flat;
      if (!choice) throw fail('BAD_REQUEST', '请为每个卖家选择付款方式');
      const setting = g.payTypes.find((p) => String(p.payType) === choice.payType);
      if (!setting) throw fail('CONFLICT', '卖家不支持该付款方式，请重新选择');
      const plan = planFor(Number(choice.payType), choice.instalments, setting, now);
      let discountFen = 0;
      const wanted = body.sellers?.find((s) => s.sellerCompanyId === g.sellerId)?.userCouponId;
      if (wanted && wanted !== NO_COUPON) {
        const coupons = checkoutCoupons();
        if (!coupons) throw fail('CONFLICT', '优惠券暂不可用');
        if (claimed.some((c) => c.userCouponId === wanted)) throw fail('CONFLICT', '一张优惠券只能用于一个订单');
        const lines = g.lines.map((l) => ({ itemId: skus.get(l.skuId)!.itemId, amountFen: lineFen(skus.get(l.skuId)!.priceFen, l.quantity) }));
        discountFen = await coupons.claim(tx, buyer.tntId, buyer, wanted, { sellerId: g.sellerId, lines }, now);
        claimed.push({ userCouponId: wanted, index: prepared.length });
      }
      prepared.push(
        await prepareOrder(tx, now, {
          tntId: buyer.tntId, buyer: { accountId: buyer.accountId, companyId: buyer.companyId }, sellerCompanyId: g.sellerId, orderType: orderTypeNo(ORDER_TYPE.mall),
          payType: Number(choice.payType), lines: g.lines, freightFen: g.freightFen, address, invoice: cleanInvoice(choice.invoice),
          note: choice.note?.trim() ?? '', instalments: plan, by: buyer.actor, onShelfOnly: true, skus, discountFen,
        }),
      );
    }
    if (fromCart) await removeOrderedLines(tx, b, groups.flatMap((g) => g.lines.map((l) => l.skuId)));
    const created = await writeOrders(tx, now, prepared);
    for (const c of claimed) {
      const o = created[c.index]!;
      await checkoutCoupons()!.use(tx, buyer.tntId, buyer, c.userCouponId, { orderId: o.orderId, orderNo: o.orderNo, discountFen: Number(o.discountFen) }, now);
    }
    return { orders: created.map((o) => ({ orderId: o.orderId, orderNo: o.orderNo, status: String(o.status), payableAmount: formatFen(o.payableFen) })) };
  });
}
