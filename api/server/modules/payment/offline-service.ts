// Offline pay (DOMAIN.md Orders): the buyer uploads a voucher of a bank transfer (file.upload) and submits
// it (20 -> 25); the seller confirms receipt of the funds (25 -> 30) or rejects the voucher with a reason
// (25 -> 20, the buyer may pay again). What is owed later (instalments, goods-first and credit money, at
// 30-45) may be paid by voucher too, the order's status unchanged until the confirmed money pays it off
// after receipt (45 -> 50). Each is one transaction, orders locked before payments.
import { and, eq, inArray } from 'drizzle-orm';
import { withTenant } from '../../db';
import { checkFileRefs, fileTables, restrictFiles } from '../file';
import { userTables } from '../user';
import { fail } from '../../core';
import { PAY_CHANNEL, PAY_KIND, PAY_STATUS } from './codes';
import { fromCodes } from './workflow';
import { orderFlow, payStage } from '../indent';
import { isLater, offlineDue } from './due';
import { orderPort } from './orders';
import type { Actor } from './order-port';
import { closePayments, lockOwnOrders, openPaymentsOf, type Buyer } from './attempts';
import { openOnline, VOUCHER_OPEN } from './pay-service';
import { closeAtProvider } from './provider-sync';
import { newPayNo } from './pay-numbers';
import { newId } from '../../core';
import type { PayDeps } from './pay-deps';
import { paymentOrders, payments, type VoucherRef } from './tables';

export interface Seller extends Actor {
  companyId: string;
}

/** 线下支付: the voucher files must be uploads of the caller's own enterprise. */
export async function offlinePay(deps: PayDeps, b: Buyer, body: { orderId: string; vouchers: VoucherRef[]; remark?: string }): Promise<{ payNo: string }> {
  const fileIds = [...new Set(body.vouchers.map((v) => v.id))];
  // A voucher and an online attempt exclude each other: the open cashier is closed at the provider first
  // (a trade the payer paid meanwhile is applied, and the voucher then finds nothing owed).
  await closeAtProvider(deps, b.tntId, await openOnline(deps, b.tntId, [body.orderId]));
  const { payNo, late } = await withTenant(deps.orm, b.tntId, async (tx) => {
    const [order] = await lockOwnOrders(tx, b, [body.orderId]);
    const due = offlineDue(order!);
    // The tenant's stored files by the very address the upload answered (no outside address, no made-up id),
    const VOUCHER_GONE = '付款凭证不存在，请重新上传';
    await checkFileRefs(tx, b.tntId, body.vouchers, VOUCHER_GONE);
    // and uploads of the caller's own enterprise (or the personal account itself).
    const files = await tx
      .select({ id: fileTables.files.fileId, name: fileTables.files.fileNm })
      .from(fileTables.files)
      .innerJoin(userTables.accounts, and(eq(userTables.accounts.tntId, fileTables.files.tntId), eq(userTables.accounts.accountId, fileTables.files.accountId)))
      .where(and(eq(fileTables.files.tntId, b.tntId), inArray(fileTables.files.fileId, fileIds), b.companyId ? eq(userTables.accounts.companyId, b.companyId) : eq(fileTables.files.accountId, b.accountId)));
    if (files.length !== fileIds.length) throw fail('BAD_REQUEST', VOUCHER_GONE);
    // A voucher is the two parties' only: from now on served with a party page's grant (file/grants.ts).
    await restrictFiles(tx, b.tntId, fileIds);
    const open = await openPaymentsOf(tx, b.tntId, [order!.orderId]);
    if (open.some((p) => p.channel === PAY_CHANNEL.offline)) throw fail('CONFLICT', VOUCHER_OPEN);
    const now = new Date(deps.clock.now());
    // Attempts opened since (a parallel net pay) are closed here, and at the provider after the commit.
    const late = await closePayments(tx, now, b.tntId, open.map((p) => p.payId));
    const payId = newId();
    const payNo = newPayNo(deps.clock.now());
    const vouchers = files.map((f) => ({ id: f.id, name: f.name, url: `/scpr/file/file/download?tntId=${encodeURIComponent(b.tntId)}&id=${encodeURIComponent(f.id)}` }));
    await tx.insert(payments).values({
      tntId: b.tntId, payId, payNo, buyerCompanyId: b.companyId, buyerAccountId: b.accountId, sellerCompanyId: order!.sellerCompanyId, channel: PAY_CHANNEL.offline,
      kind: PAY_KIND.single, amountFen: due.amountFen, status: PAY_STATUS.toConfirm, provider: 'offline', providerRef: null, vouchers,
      remark: body.remark?.trim() ?? '', rejectReason: '', createdBy: b.accountId, createdAt: now, updatedAt: now,
    });
    await tx.insert(paymentOrders).values({ tntId: b.tntId, payId, orderId: order!.orderId, instalmentNo: due.instalmentNo, amountFen: due.amountFen });
    if (payStage(order!.status) === 'beforeDelivery') await orderPort.apply(tx, b, order!, 'offlineSubmitted', { amountFen: due.amountFen, instalmentNo: due.instalmentNo, note: `提交线下付款凭证，支付单号 ${payNo}`, now });
    return { payNo, late };
  });
  await closeAtProvider(deps, b.tntId, late).catch((e: unknown) => deps.log.error({ err: e, payNo }, 'a superseded trade stays open at the provider until polled'));
  return { payNo };
}

/** The seller's decision on a submitted voucher: the payment is found by number, for the caller's
 * enterprise as the seller; anything but "awaiting the seller" is 409. */
async function decide(deps: PayDeps, s: Seller, payNo: string, confirm: boolean, reason: string): Promise<null> {
  await withTenant(deps.orm, s.tntId, async (tx) => {
    const [head] = await tx.select().from(payments).where(and(eq(payments.tntId, s.tntId), eq(payments.payNo, payNo)));
    if (!head || head.channel !== PAY_CHANNEL.offline || head.sellerCompanyId !== s.companyId) throw fail('NOT_FOUND', '支付单不存在或已被删除');
    const [line] = await tx.select().from(paymentOrders).where(and(eq(paymentOrders.tntId, s.tntId), eq(paymentOrders.payId, head.payId)));
    const [order] = await orderPort.lock(tx, s.tntId, [line!.orderId]);
    const [pay] = await tx.select().from(payments).where(and(eq(payments.tntId, s.tntId), eq(payments.payId, head.payId))).for('update');
    if (!fromCodes(confirm ? 'confirm' : 'reject').includes(pay!.status)) throw fail('CONFLICT', '该付款凭证已处理，请刷新后查看');
    if (order!.frozen) throw fail('CONFLICT', `订单${order!.orderNo}已被平台冻结，暂不能操作`);
    // A voucher of what is owed later (30-45) leaves the order's status as it is, unless its money pays the
    // order off after receipt (instalmentPaid: 45 -> 50).
    const later = isLater(order!.status);
    if (!orderFlow.is(order!.status, 'offlineToConfirm') && !later) throw fail('CONFLICT', `订单${order!.orderNo}当前状态不是“线下付款待确认”，不能进行此操作`);
    const now = new Date(deps.clock.now());
    await tx.update(payments)
      .set(confirm ? { status: PAY_STATUS.paid, paidAt: now, decidedBy: s.accountId, updatedAt: now } : { status: PAY_STATUS.rejected, rejectReason: reason, decidedBy: s.accountId, updatedAt: now })
      .where(and(eq(payments.tntId, s.tntId), eq(payments.payId, head.payId)));
    if (later && !confirm) return;
    await orderPort.apply(tx, s, order!, later ? 'instalmentPaid' : confirm ? 'offlineConfirmed' : 'offlineRejected', {
      amountFen: line!.amountFen, instalmentNo: line!.instalmentNo,
      note: confirm ? `卖家确认收款，支付单号 ${payNo}` : `卖家驳回付款凭证：${reason}`, now,
    });
  });
  return null;
}

export const confirmOffline = (deps: PayDeps, s: Seller, payNo: string) => decide(deps, s, payNo, true, '');
export function rejectOffline(deps: PayDeps, s: Seller, payNo: string, reason: string) {
  const r = reason.trim();
  if (!r) throw fail('BAD_REQUEST', '请填写驳回原因');
  return decide(deps, s, payNo, false, r);
}
