// What may be refunded for an order line (DOMAIN.md: a refund never exceeds what was paid for the line).
// "Paid for the line" is the line's share of the goods part of what the order was paid: the payable less
// freight (discounts and price adjustments included), split over the lines by their amounts, times the part
// of the payable paid so far (instalments, goods-first orders not yet paid off). Floors throughout, so the
// lines' shares never add up to more than was paid. Freight is not refunded by an after-sale of a line.
// Exact: BigInt products (an amount of fen times another passes 2^53).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import * as t from './tables';
import { afterSaleFlow, COUNTED_STATES } from './workflow';

export interface OrderAmounts {
  goodsFen: number;
  freightFen: number;
  payableFen: number;
  paidFen: number;
}

/** The part of what the order was paid that belongs to a line of this amount. */
export function paidForLine(o: OrderAmounts, lineAmountFen: number): number {
  const goods = BigInt(o.goodsFen);
  const payable = BigInt(o.payableFen);
  if (goods <= 0n || payable <= 0n) return 0;
  const goodsPayable = payable > BigInt(o.freightFen) ? payable - BigInt(o.freightFen) : 0n;
  const share = (BigInt(lineAmountFen) * goodsPayable) / goods;
  const paid = BigInt(o.paidFen) < payable ? BigInt(o.paidFen) : payable;
  return Number((share * paid) / payable);
}

/** The amounts of a line's after-sales that are refunded or on their way (open or finished), by line. */
export async function countedByLine(tx: Tx, tntId: string, orderId: string): Promise<Map<number, number>> {
  const rows = await tx
    .select({ lineNo: t.afterSales.lineNo, fen: sql<string>`sum(${t.afterSales.amountFen})` })
    .from(t.afterSales)
    .where(and(eq(t.afterSales.tntId, tntId), eq(t.afterSales.orderId, orderId), inArray(t.afterSales.status, afterSaleFlow.codes(...COUNTED_STATES))))
    .groupBy(t.afterSales.lineNo);
  return new Map(rows.map((r) => [Number(r.lineNo), Number(r.fen)]));
}
