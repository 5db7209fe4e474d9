// The order state machine of DOMAIN.md "Orders (indent)" as ONE table: from status, move, the statuses it
// may lead to, and who may make it. Every move goes through checkMove (move.ts); anything not in the table
// is refused with 409 and a message naming the current state. Freeze / unfreeze is a flag, not a status.
import { fail } from '../../core';

export const STATUS = {
  awaitingSeller: 10,
  priceChanged: 15,
  awaitingPayment: 20,
  offlineToConfirm: 25,
  awaitingDelivery: 30,
  partlyDelivered: 35,
  delivered: 40,
  receivedOwing: 45,
  completed: 50,
  cancelled: 90,
  refused: 91,
} as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];

/** Also the code list ORDER_STATUS (codes.ts is built from it). */
export const STATUS_NAMES: Record<Status, string> = {
  10: '待卖家确认', 15: '改价待买家确认', 20: '待付款', 25: '线下付款待确认', 30: '待发货', 35: '部分发货',
  40: '已发货', 45: '已收货待付款', 50: '已完成', 90: '已取消', 91: '已拒绝',
};

/** Who makes a move: a party of the order, the platform (tenant admin), or the server itself (scheduler,
 * payment notifications). */
export type Role = 'buyer' | 'seller' | 'platform' | 'system';

export type MoveName =
  | 'agree' | 'refuse' | 'changePrice' | 'buyerAgree' | 'cancel' | 'timeout'
  | 'paySuccess' | 'nothingDue' | 'offlineSubmit' | 'offlineConfirm' | 'offlineReject'
  | 'deliver' | 'revokeDelivery' | 'deleteDelivery' | 'redeliver' | 'receive' | 'notDelivered' | 'paidOff';

/** The verb of a move in the refusal message: 订单状态为“待付款”，不能发货. */
export const MOVE_NAMES: Record<MoveName | 'create' | 'freeze' | 'unfreeze' | 'replacement', string> = {
  create: '下单', agree: '同意订单', refuse: '拒绝订单', changePrice: '改价', buyerAgree: '确认改价', cancel: '取消订单',
  timeout: '超时取消', paySuccess: '支付', nothingDue: '无需付款', offlineSubmit: '提交线下付款', offlineConfirm: '确认收款',
  offlineReject: '驳回付款凭证', deliver: '发货', revokeDelivery: '撤回发货', deleteDelivery: '删除发货单',
  redeliver: '重新发货', receive: '确认收货', notDelivered: '反馈未收到货', paidOff: '结清货款',
  freeze: '冻结订单', unfreeze: '解冻订单', replacement: '补发订单',
};

export interface Transition {
  from: Status;
  move: MoveName;
  to: readonly Status[];
  who: readonly Role[];
}

const S = STATUS;
/** DOMAIN.md's table. Extensions (docs/trading.md "State machine"): 40 -> 35 when one of several deliveries
 * is revoked; 35 -> 40 by redelivery after the buyer reported a delivery missing; 20 -> 30 by the system
 * when nothing is due before delivery (a price changed to 0: "Nothing to pay"). */
export const TRANSITIONS: readonly Transition[] = [
  { from: S.awaitingSeller, move: 'agree', to: [S.awaitingPayment, S.awaitingDelivery], who: ['seller'] },
  { from: S.awaitingSeller, move: 'refuse', to: [S.refused], who: ['seller'] },
  { from: S.awaitingSeller, move: 'changePrice', to: [S.priceChanged], who: ['seller'] },
  { from: S.awaitingSeller, move: 'cancel', to: [S.cancelled], who: ['buyer'] },
  { from: S.priceChanged, move: 'buyerAgree', to: [S.awaitingPayment, S.awaitingDelivery], who: ['buyer'] },
  { from: S.priceChanged, move: 'cancel', to: [S.cancelled], who: ['buyer'] },
  { from: S.awaitingPayment, move: 'paySuccess', to: [S.awaitingDelivery], who: ['system'] },
  { from: S.awaitingPayment, move: 'nothingDue', to: [S.awaitingDelivery], who: ['system'] },
  { from: S.awaitingPayment, move: 'offlineSubmit', to: [S.offlineToConfirm], who: ['buyer'] },
  { from: S.awaitingPayment, move: 'cancel', to: [S.cancelled], who: ['buyer'] },
  { from: S.awaitingPayment, move: 'timeout', to: [S.cancelled], who: ['system'] },
  { from: S.offlineToConfirm, move: 'offlineConfirm', to: [S.awaitingDelivery], who: ['seller'] },
  { from: S.offlineToConfirm, move: 'offlineReject', to: [S.awaitingPayment], who: ['seller'] },
  { from: S.awaitingDelivery, move: 'deliver', to: [S.partlyDelivered, S.delivered], who: ['seller'] },
  { from: S.partlyDelivered, move: 'deliver', to: [S.partlyDelivered, S.delivered], who: ['seller'] },
  { from: S.partlyDelivered, move: 'revokeDelivery', to: [S.awaitingDelivery, S.partlyDelivered], who: ['seller'] },
  { from: S.partlyDelivered, move: 'deleteDelivery', to: [S.awaitingDelivery, S.partlyDelivered], who: ['seller'] },
  { from: S.partlyDelivered, move: 'redeliver', to: [S.partlyDelivered, S.delivered], who: ['seller'] },
  { from: S.delivered, move: 'receive', to: [S.receivedOwing, S.completed], who: ['buyer'] },
  { from: S.delivered, move: 'notDelivered', to: [S.partlyDelivered], who: ['buyer'] },
  { from: S.delivered, move: 'revokeDelivery', to: [S.awaitingDelivery, S.partlyDelivered], who: ['seller'] },
  { from: S.delivered, move: 'deleteDelivery', to: [S.awaitingDelivery, S.partlyDelivered], who: ['seller'] },
  { from: S.receivedOwing, move: 'paidOff', to: [S.completed], who: ['system'] },
];

const ROLE_NAMES: Record<Role, string> = { buyer: '买家', seller: '卖家', platform: '平台', system: '系统' };

/** The row of the table for this move from this status, or a 409 naming the current state. */
export function transitionFor(from: Status, move: MoveName): Transition {
  const row = TRANSITIONS.find((r) => r.from === from && r.move === move);
  if (!row) throw fail('CONFLICT', `订单状态为“${STATUS_NAMES[from]}”，不能${MOVE_NAMES[move]}`);
  return row;
}

/** The row, checked for the mover's role (403 when the order's state allows the move but not to them). */
export function checkMove(from: Status, move: MoveName, role: Role): Transition {
  const row = transitionFor(from, move);
  if (!row.who.includes(role)) throw fail('FORBIDDEN', `只有${row.who.map((r) => ROLE_NAMES[r]).join('或')}可以${MOVE_NAMES[move]}`);
  return row;
}

/** Statuses reachable from the start (10) through the table: the property test checks every state is. */
export function reachable(): Set<Status> {
  const seen = new Set<Status>([S.awaitingSeller]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of TRANSITIONS) {
      if (!seen.has(r.from)) continue;
      for (const to of r.to) {
        if (seen.has(to)) continue;
        seen.add(to);
        grew = true;
      }
    }
  }
  return seen;
}

export const FINAL: readonly Status[] = [S.completed, S.cancelled, S.refused];
/** Pay types whose goods go before the money: the seller's agreement leads straight to delivery. */
export const GOODS_FIRST_PAY_TYPES: readonly number[] = [6, 10];
