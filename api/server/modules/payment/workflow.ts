// A payment's workflow, declared once (docs/trading.md "Payment", docs/workflow.md): the code list
// PAY_STATUS, the colours of 支付记录 and the statuses every update may start from are derived from it.
// A payment's status changes by SQL guarded by the move's sources (`WHERE status IN (...)`), so two
// processes deciding the same payment cannot both win; the order's side of a payment is the order
// document's moves (orders.ts), never restated here.
import { declareWorkflow } from '../../core';

export const payFlow = declareWorkflow({
  document: 'payment',
  title: '支付单',
  roles: { buyer: '买家', seller: '卖家', system: '系统' },
  states: {
    waiting: { code: '1', name: '待支付', tone: 'warning' },
    toConfirm: { code: '2', name: '待确认', tone: 'info' },
    paid: { code: '3', name: '支付成功', tone: 'success' },
    failed: { code: '4', name: '支付失败', tone: 'danger' },
    rejected: { code: '5', name: '已驳回', tone: 'danger' },
    closed: { code: '6', name: '已关闭', tone: 'default' },
    refunded: { code: '7', name: '已退款', tone: 'info' },
  },
  initial: 'waiting',
  final: ['paid', 'failed', 'rejected', 'closed', 'refunded'],
  moves: {
    // The provider's word decides an open cashier; a trade paid after its attempt was closed is still paid
    // (and its money given back: refunds.ts).
    succeed: { name: '支付成功', from: ['waiting', 'closed'], to: ['paid'], who: ['system'] },
    fail: { name: '支付失败', from: ['waiting'], to: ['failed'], who: ['system'] },
    // Superseded by a newer attempt, or the order left "awaiting payment" (attempts.ts).
    close: { name: '关闭支付', from: ['waiting'], to: ['closed'], who: ['system'] },
    confirm: { name: '确认收款', from: ['toConfirm'], to: ['paid'], who: ['seller'], call: 'payment.offlineConfirm' },
    reject: { name: '驳回付款凭证', from: ['toConfirm'], to: ['rejected'], who: ['seller'], call: 'payment.offlineReject' },
    refund: { name: '退款', from: ['paid'], to: ['refunded'], who: ['system'] },
  },
  events: { open: '发起网银支付', submit: '提交线下付款凭证' },
  codeLists: { states: 'PAY_STATUS', moves: 'PAY_MOVE' },
});

type PayState = keyof typeof payFlow.decl.states;

/** The stored code of each state, by name (PAY_STATUS.waiting === '1'). */
export const PAY_STATUS = Object.fromEntries(Object.entries(payFlow.decl.states).map(([k, s]) => [k, s.code])) as {
  [K in PayState]: (typeof payFlow.decl.states)[K]['code'];
};

/** The stored statuses a move may start from: the guard of its UPDATE. */
export const fromCodes = (move: keyof typeof payFlow.decl.moves): string[] => payFlow.codes(...payFlow.sources(move));
