// 订单支付信息 (indent.pay): what the buyer's pay page shows before choosing net pay or offline pay.
import type { PayDeps } from './pay-deps';
import { withTenant } from '../../db';
import { fail } from '../../core';
import { PAY_CHANNEL } from './codes';
import { dueOf } from './due';
import { sellerTermsOf } from './seller-terms';
import { isBuyer, type Actor } from './order-port';
import { orderPort } from './orders';
import { openPaymentsOf } from './attempts';
import { formatFen } from '../../../../engine/validation';

export async function payInfo(deps: PayDeps, b: Actor, orderId: string) {
  return withTenant(deps.orm, b.tntId, async (tx) => {
    const [o] = await orderPort.read(tx, b.tntId, [orderId]);
    if (!o || !isBuyer(o, b)) throw fail('NOT_FOUND', '订单不存在或已被删除');
    const due = o.frozen ? null : dueOf(o);
    const open = (await openPaymentsOf(tx, b.tntId, [orderId], false))[0];
    const terms = await sellerTermsOf(tx, b.tntId, o.sellerCompanyId);
    // Something is owed now (dueOf: only at 20 and 30-45) and no voucher waits for the seller.
    const payable = !!due && open?.channel !== PAY_CHANNEL.offline;
    return {
      orderId: o.orderId, orderNo: o.orderNo, orderStatus: o.status, payType: o.payType, sellerNm: o.sellerNm,
      payableAmount: formatFen(o.payableFen), paidAmount: formatFen(o.paidFen), dueAmount: formatFen(due?.amountFen ?? 0), instalmentNo: due?.instalmentNo ?? 0,
      canNetPay: payable && terms.onlineEnabled,
      canOfflinePay: payable,
      onlineEnabled: terms.onlineEnabled, receivingAccount: terms.receivingAccount,
      openPayNo: open?.payNo ?? '', openPayStatus: open?.status ?? '',
    };
  });
}
