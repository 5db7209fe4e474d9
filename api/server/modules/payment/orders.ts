// The order port over the orders domain's tables (migrations/0030_orders.sql) and its one move function.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { moveOrder, orderFlow, recordPayment, SYSTEM, type Actor as OrderActor, type MoveName, type Role } from '../indent';
import type { Actor, OrderPort, PayableOrder, PaymentMove } from './order-port';

interface OrderSqlRow {
  order_id: string; order_no: string; status: number; frozen: boolean; buyer_company_id: string | null; buyer_account_id: string;
  seller_company_id: string; seller_nm: string; pay_type: number; payable_fen: string | number; paid_fen: string | number;
  instalments: { no: number; amountFen: number; dueDate: string; paidAt: string | null }[] | string | null;
}

async function select(tx: Tx, tntId: string, orderIds: string[], lock: boolean): Promise<PayableOrder[]> {
  if (orderIds.length === 0) return [];
  const ids = [...new Set(orderIds)].sort();
  const res = await tx.execute(sql`
    SELECT o.order_id, o.order_no, o.status, o.frozen, o.buyer_company_id, o.buyer_account_id, o.seller_company_id, o.seller_nm,
           o.pay_type, o.payable_fen, o.paid_fen,
           (SELECT json_agg(json_build_object('no', i.seq, 'amountFen', i.amount_fen, 'dueDate', i.due_date::text, 'paidAt', i.paid_at) ORDER BY i.seq)
              FROM order_instalments i WHERE i.tnt_id = o.tnt_id AND i.order_id = o.order_id) AS instalments
    FROM orders o WHERE o.tnt_id = ${tntId} AND o.order_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
    ORDER BY o.order_id ${lock ? sql`FOR UPDATE OF o` : sql``}`);
  return ((res as { rows: unknown[] }).rows as OrderSqlRow[]).map((r) => {
    const plan = typeof r.instalments === 'string' ? (JSON.parse(r.instalments) as NonNullable<Exclude<OrderSqlRow['instalments'], string>>) : (r.instalments ?? []);
    return {
      orderId: r.order_id, orderNo: r.order_no, status: String(r.status), frozen: r.frozen, buyerCompanyId: r.buyer_company_id, buyerAccountId: r.buyer_account_id,
      sellerCompanyId: r.seller_company_id, sellerNm: r.seller_nm, payType: String(r.pay_type), payableFen: Number(r.payable_fen), paidFen: Number(r.paid_fen),
      instalments: plan.map((i) => ({ no: i.no, amountFen: Number(i.amountFen), dueDate: i.dueDate, paidAt: i.paidAt ? new Date(i.paidAt) : null })),
    };
  });
}

export const orderPort: OrderPort = {
  lock: (tx, tntId, ids) => select(tx, tntId, ids, true),
  read: (tx, tntId, ids) => select(tx, tntId, ids, false),
  apply,
};

const as = (a: Actor, role: Role): OrderActor => (role === 'system' ? SYSTEM : { accountId: a.accountId, companyId: a.companyId, role });

/** docs/trading.md "For the payment module": money first (recordPayment), then the move it allows. */
async function apply(tx: Tx, actor: Actor, o: PayableOrder, move: PaymentMove, e: { amountFen: number; note: string; now: Date }): Promise<void> {
  const go = (name: MoveName, role: Role) => moveOrder(tx, { tntId: actor.tntId, orderId: o.orderId, move: name, actor: as(actor, role), now: e.now, note: e.note });
  const record = () => recordPayment(tx, { tntId: actor.tntId, orderId: o.orderId, amountFen: e.amountFen, now: e.now });
  switch (move) {
    case 'onlinePaid':
      await record();
      await go('paySuccess', 'system');
      return;
    case 'instalmentPaid': {
      // Later instalments (and what goods-first or credit orders owe) move the order only when they pay
      // it off after receipt (45 -> 50); before receipt the money is recorded and the order goes on.
      const after = await record();
      if (orderFlow.is(after.status, 'receivedOwing') && Number(after.paidFen) >= Number(after.payableFen)) await go('paidOff', 'system');
      return;
    }
    case 'offlineSubmitted':
      await go('offlineSubmit', 'buyer');
      return;
    case 'offlineConfirmed':
      await record();
      await go('offlineConfirm', 'seller');
      return;
    case 'offlineRejected':
      await go('offlineReject', 'seller');
      return;
  }
}
