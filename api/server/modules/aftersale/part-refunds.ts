// The parts of payments after-sales gave back, for 支付记录 and 收款管理 (payment's part-refunds.ts): only
// parts the provider (or the seller, for money paid by voucher) has made, summed per payment number.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PartRefund, PartRefundsReader } from '../payment';
import * as t from './tables';

export const partRefundsReader: PartRefundsReader = async (tx, tntId, payNos) => {
  const r = t.afterSaleRefunds;
  const rows = await tx.select({ payNo: r.payNo, amountFen: r.amountFen, afterSaleNo: t.afterSales.afterSaleNo }).from(r)
    .innerJoin(t.afterSales, and(eq(t.afterSales.tntId, r.tntId), eq(t.afterSales.afterSaleId, r.afterSaleId)))
    .where(and(eq(r.tntId, tntId), inArray(r.payNo, [...payNos]), isNotNull(r.refundedAt)))
    .orderBy(t.afterSales.afterSaleNo);
  const out = new Map<string, PartRefund>();
  for (const row of rows) {
    const cur = out.get(row.payNo!) ?? { refundedFen: 0, afterSaleNos: [] };
    cur.refundedFen += Number(row.amountFen);
    if (!cur.afterSaleNos.includes(row.afterSaleNo)) cur.afterSaleNos.push(row.afterSaleNo);
    out.set(row.payNo!, cur);
  }
  return out;
};
