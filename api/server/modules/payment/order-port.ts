// What payment needs from the orders domain (modules/indent, trading-orders): the orders a payment is
// for, locked, with what is owed; and the moves a payment causes, made through the orders' one move
// function (DOMAIN.md Orders: 20 -> 30 on payment, 20 -> 25 offline submitted, 25 -> 30 confirmed,
// 25 -> 20 rejected, 45 -> 50 when the last instalment is paid).
import type { Tx } from '../../db';

export interface Actor {
  tntId: string;
  accountId: string;
  companyId: string | null;
  isTnt?: boolean;
}

export interface Instalment {
  no: number;
  amountFen: number;
  dueDate: string;
  paidAt: Date | null;
}

export interface PayableOrder {
  orderId: string;
  orderNo: string;
  status: string;
  frozen: boolean;
  /** null: a personal account bought it (buyerAccountId is then the owner). */
  buyerCompanyId: string | null;
  buyerAccountId: string;
  sellerCompanyId: string;
  sellerNm: string;
  payType: string;
  payableFen: number;
  paidFen: number;
  /** The plan of pay types 8 and 9 (and 10's single due date); empty for one-time pay. */
  instalments: Instalment[];
}

export type PaymentMove = 'onlinePaid' | 'offlineSubmitted' | 'offlineConfirmed' | 'offlineRejected' | 'instalmentPaid';

/** Whether the caller is the order's buyer: its enterprise, or the personal account that bought it. */
export function isBuyer(o: PayableOrder, a: Actor): boolean {
  return o.buyerCompanyId !== null ? a.companyId === o.buyerCompanyId : a.companyId === null && a.accountId === o.buyerAccountId;
}

export interface OrderPort {
  /** The orders, locked FOR UPDATE in id order; missing ids are absent from the answer. */
  lock(tx: Tx, tntId: string, orderIds: string[]): Promise<PayableOrder[]>;
  /** Reads orders without locking (status pages). */
  read(tx: Tx, tntId: string, orderIds: string[]): Promise<PayableOrder[]>;
  /** Records money received for an order (the whole payable, or instalment `instalmentNo`) and makes the
   * move it causes, with one history row. */
  apply(tx: Tx, actor: Actor, order: PayableOrder, move: PaymentMove, e: { amountFen: number; instalmentNo: number; note: string; now: Date }): Promise<void>;
}
