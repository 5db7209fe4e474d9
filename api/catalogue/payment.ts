// Payment (issue 12 item 3; docs/trading.md "Payment"): the order pay calls under /indent/indent/v2/
// (pay information, net pay, re-net pay, batch pay, offline pay), the seller's decision on an offline
// voucher, the order's payments and payment status, and the provider's side: its signed notification and
// the return of the payer's browser, then the public result page's read.
import { defineCall } from './types';
import { bool, int, list, obj, open, ref, str, type FieldOf } from './shapes';

const p = <const F extends FieldOf<'payment'>>(field: F) => ref('payment', field);
const online = open({ payNo: str, cashierUrl: str, amount: str }, ['payNo', 'cashierUrl', 'amount']);
const paymentFields = {
  payNo: str, channel: str, kind: str, status: str, amount: str, vouchers: list(open({ id: str, name: str, url: str }, ['id', 'name', 'url'])),
  remark: str, rejectReason: str, createdAt: str, paidAt: str, notifiedAt: str,
  // What was given back of the payment: all of it (money no order owed), or after-sales' parts.
  refundedAmount: str, refundNote: str,
};
const paymentRow = open(paymentFields, ['payNo', 'channel', 'kind', 'status', 'amount', 'createdAt']);
/** The provider's notification fields (the sandbox's: api/server/modules/payment/sandbox/signature.ts). */
const notifyField = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' } as const;
const titled = <T extends string>(title: T) => ({ ...notifyField, title }) as const;

export const payment = [
  defineCall({
    key: 'indent.pay', method: 'POST', path: '/scpr/indent/indent/v2/pay', permission: 'purchase-order-pay',
    title: '订单支付信息：应付金额、当期分期、可用支付方式、卖家收款账户、进行中的支付',
    request: obj({ orderId: p('orderId') }, ['orderId']),
    response: open(
      {
        orderId: str, orderNo: str, orderStatus: str, payType: str, payableAmount: str, paidAmount: str, dueAmount: str, instalmentNo: int,
        canNetPay: bool, canOfflinePay: bool, openPayNo: str, openPayStatus: str, sellerNm: str,
        // The seller's shop payment settings: online pay off means vouchers only; the account to transfer to.
        onlineEnabled: bool, receivingAccount: obj({ bankName: str, accountName: str, accountNo: str }, ['bankName', 'accountName', 'accountNo']),
      },
      ['orderId', 'orderNo', 'orderStatus', 'dueAmount', 'canNetPay', 'canOfflinePay'],
    ),
  }),
  defineCall({
    key: 'indent.netPay', method: 'POST', path: '/scpr/indent/indent/v2/netPay', permission: 'purchase-order-pay',
    title: '网银支付：打开支付渠道的收银台（已有进行中的支付则继续该支付）',
    request: obj({ orderId: p('orderId') }, ['orderId']),
    response: online,
  }),
  defineCall({
    key: 'indent.reNetPay', method: 'POST', path: '/scpr/indent/indent/v2/reNetPay', permission: 'purchase-order-pay',
    title: '重新支付：关闭未完成的支付，重新打开收银台',
    request: obj({ orderId: p('orderId') }, ['orderId']),
    response: online,
  }),
  defineCall({
    key: 'indent.batchPay', method: 'POST', path: '/scpr/indent/indent/v2/batchPay', permission: 'purchase-order-batch-pay',
    title: '合并支付：同一买家的多笔待付款订单一次支付',
    request: obj({ orderIds: p('orderIds') }, ['orderIds']),
    response: online,
  }),
  defineCall({
    key: 'indent.offlinePay', method: 'POST', path: '/scpr/indent/indent/v2/offlinePay', permission: 'purchase-order-offline-pay',
    title: '线下支付：上传付款凭证，等待卖家确认收款',
    request: obj({ orderId: p('orderId'), vouchers: p('vouchers'), remark: p('remark') }, ['orderId', 'vouchers']),
    response: open({ payNo: str }, ['payNo']),
  }),
  defineCall({
    key: 'payment.offlineConfirm', method: 'POST', path: '/scpr/payment/offline/confirm', permission: 'sale-order-confirm-pay',
    title: '卖家确认收到线下付款',
    request: obj({ payNo: p('payNo') }, ['payNo']),
    response: { type: 'null' } as const,
  }),
  defineCall({
    key: 'payment.offlineReject', method: 'POST', path: '/scpr/payment/offline/reject', permission: 'sale-order-reject-pay',
    title: '卖家驳回线下付款凭证（填写原因）',
    request: obj({ payNo: p('payNo'), rejectReason: p('rejectReason') }, ['payNo', 'rejectReason']),
    response: { type: 'null' } as const,
  }),
  defineCall({
    key: 'payment.sellerPage', method: 'POST', path: '/scpr/payment/sellerPage', permission: 'SaleOrderPayment',
    title: '收款管理：本企业作为卖家收到的支付（线下凭证待确认等）',
    request: obj({ pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize'), status: p('status'), channel: p('channel'), payNo: { type: 'string', title: '支付单号', maxLength: 32 } as const }, ['pageNum', 'pageSize']),
    response: open({ records: list(open({ ...paymentFields, orderId: str, orderNo: str, orderStatus: str, actions: list(str) }, ['payNo', 'status', 'amount', 'orderNo', 'actions'])), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'payment.buyerPage', method: 'POST', path: '/scpr/payment/buyerPage', permission: 'PayHistory',
    title: '支付记录：本企业（个人账号：本人）作为买家发起的支付',
    request: obj({ pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize'), status: p('status'), channel: p('channel'), payNo: { type: 'string', title: '支付单号', maxLength: 32 } as const }, ['pageNum', 'pageSize']),
    response: open({ records: list(open({ ...paymentFields, orderId: str, orderNo: str, orderStatus: str, actions: list(str) }, ['payNo', 'status', 'amount', 'orderNo', 'actions'])), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'payment.orderPayments', method: 'POST', path: '/scpr/payment/orderPayments', permission: 'login',
    title: '订单的支付记录（买家、卖家、平台可见）',
    request: obj({ orderId: p('orderId') }, ['orderId']),
    response: list(paymentRow),
  }),
  defineCall({
    key: 'payment.status', method: 'POST', path: '/scpr/payment/status', permission: 'login',
    title: '订单支付状态（订单详情页轮询）',
    request: obj({ orderId: p('orderId') }, ['orderId']),
    response: open(
      { orderId: str, orderNo: str, orderStatus: str, payableAmount: str, paidAmount: str, payNo: str, payStatus: str, settled: bool },
      ['orderId', 'orderNo', 'orderStatus', 'payNo', 'payStatus', 'settled'],
    ),
  }),
  defineCall({
    key: 'payment.result', method: 'POST', path: '/scpr/payment/result', permission: 'public',
    title: '支付结果页：凭该次支付自己的返回凭据查看支付结果（仅结果）',
    request: obj({ payNo: p('payNo'), t: p('resultToken') }, ['t']),
    response: open(
      { ...paymentFields, orderNo: str, orderId: str, orders: list(open({ orderId: str, orderNo: str, orderStatus: str }, ['orderId', 'orderNo'])) },
      ['payNo', 'status', 'amount', 'orderNo', 'orders'],
    ),
  }),
  defineCall({
    key: 'payment.notify', method: 'POST', path: '/scpr/payment/notify', permission: 'public', replayExempt: true, tenant: 'none', providerSigned: true,
    title: '支付渠道的支付结果通知（签名校验，幂等）',
    request: obj(
      {
        notifyId: titled('通知编号'), merchantId: titled('商户号'), outTradeNo: titled('商户订单号'), tradeNo: titled('交易号'), amountFen: titled('金额（分）'),
        tradeStatus: titled('交易状态'), timestamp: titled('时间戳'), sign: { type: 'string', title: '签名', minLength: 64, maxLength: 64, pattern: '^[0-9a-f]+$' } as const,
      },
      ['notifyId', 'merchantId', 'outTradeNo', 'tradeNo', 'amountFen', 'tradeStatus', 'timestamp', 'sign'],
    ),
    response: open({ outcome: { type: 'string', enum: ['applied', 'ignored', 'duplicate'] } as const }, ['outcome']),
  }),
  defineCall({
    key: 'payment.refundNotify', method: 'POST', path: '/scpr/payment/refundNotify', permission: 'public', replayExempt: true, tenant: 'none', providerSigned: true,
    title: '支付渠道的退款结果通知（签名校验，幂等）',
    request: obj(
      {
        notifyId: titled('通知编号'), notifyType: titled('通知类型'), merchantId: titled('商户号'), outTradeNo: titled('商户订单号'), tradeNo: titled('交易号'),
        refundNo: titled('商户退款单号'), refundId: titled('退款单号'), amountFen: titled('金额（分）'), refundStatus: titled('退款状态'), timestamp: titled('时间戳'),
        sign: { type: 'string', title: '签名', minLength: 64, maxLength: 64, pattern: '^[0-9a-f]+$' } as const,
      },
      ['notifyId', 'notifyType', 'merchantId', 'outTradeNo', 'tradeNo', 'refundNo', 'refundId', 'amountFen', 'refundStatus', 'timestamp', 'sign'],
    ),
    response: open({ outcome: { type: 'string', enum: ['applied', 'ignored', 'duplicate'] } as const }, ['outcome']),
  }),
  defineCall({
    key: 'payment.return', method: 'GET', path: '/scpr/payment/return', permission: 'public', replayExempt: true, tenant: 'optional',
    title: '支付渠道收银台返回：按支付结果跳转到支付成功、支付处理中或支付失败页',
    request: obj(
      { tntId: ref('tenant', 'tntId'), r: p('resultToken'), payNo: p('payNo'), tradeNo: titled('交易号'), tradeStatus: titled('交易状态') },
      ['tntId'],
    ),
    response: { type: 'string' } as const,
  }),
];
