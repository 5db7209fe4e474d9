// 我的业绩 from the orders themselves (no copy to drift): the caller's enterprise as seller and as buyer
// (a personal account: as buyer, by its account), and the orders the caller placed. Cancelled (90) and
// refused (91) orders never count; amounts are what was payable less what was refunded. Months are China
// Standard Time calendar months. Everything is summed in SQL as bigint fen and formatted once.
import { and, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { withTenant } from '../../db';
import type { Deps, Principal } from '../../core';
import { formatFen } from '../../../../engine/validation';
import { indentTables } from '../indent';

const o = indentTables.orders;
/** Statuses that never count: cancelled, refused (DOMAIN.md orders). */
const VOID = [90, 91];
const DONE = 50;

const net = sql`(${o.payableFen} - ${o.refundedFen})`;

function sides(p: Principal) {
  const asSeller: SQL = p.companyId ? eq(o.sellerCompanyId, p.companyId) : sql`false`;
  const asBuyer: SQL = p.companyId ? eq(o.buyerCompanyId, p.companyId) : eq(o.buyerAccountId, p.accountId);
  const mine: SQL = eq(o.createdBy, p.accountId);
  return { asSeller, asBuyer, mine };
}

const figures = (p: Principal) => {
  const { asSeller, asBuyer, mine } = sides(p);
  const sum = (when: SQL) => sql<string>`coalesce(sum(case when ${when} then ${net} else 0 end), 0)::text`;
  const num = (when: SQL) => sql<number>`count(*) filter (where ${when})::int`;
  return {
    saleNum: num(asSeller), saleAmount: sum(asSeller), sSettleNum: num(and(asSeller, eq(o.status, DONE))!),
    saleCstNum: sql<number>`count(distinct coalesce(${o.buyerCompanyId}, ${o.buyerAccountId})) filter (where ${asSeller})::int`,
    purchaseNum: num(asBuyer), purchaseAmount: sum(asBuyer), pSettleNum: num(and(asBuyer, eq(o.status, DONE))!),
    myOrderNum: num(mine), myOrderAmount: sum(mine),
    refundedFen: sql<string>`coalesce(sum(case when ${or(asSeller, asBuyer)} then ${o.refundedFen} else 0 end), 0)::text`,
  };
};

type Raw = { saleNum: number; saleAmount: string; sSettleNum: number; saleCstNum: number; purchaseNum: number; purchaseAmount: string; pSettleNum: number; myOrderNum: number; myOrderAmount: string; refundedFen: string };

const answer = (r: Raw) => ({
  saleNum: r.saleNum, saleAmount: formatFen(BigInt(r.saleAmount)), sSettleNum: r.sSettleNum, saleCstNum: r.saleCstNum, purchaseNum: r.purchaseNum,
  purchaseAmount: formatFen(BigInt(r.purchaseAmount)), pSettleNum: r.pSettleNum, myOrderNum: r.myOrderNum, myOrderAmount: formatFen(BigInt(r.myOrderAmount)),
  refundedAmount: formatFen(BigInt(r.refundedFen)),
});

const involved = (p: Principal) => {
  const { asSeller, asBuyer, mine } = sides(p);
  return and(eq(o.tntId, p.tntId), notInArray(o.status, VOID), or(asSeller, asBuyer, mine));
};

export const summary = (deps: Deps, p: Principal) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const [r] = await tx.select(figures(p)).from(o).where(involved(p));
    return answer(r as Raw);
  });

const monthOf = sql<string>`to_char(${o.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;

export const monthPage = (deps: Deps, p: Principal, body: { pageNum: number; pageSize: number }) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const [{ n }] = (await tx.select({ n: sql<number>`count(distinct ${monthOf})::int` }).from(o).where(involved(p))) as [{ n: number }];
    const rows = await tx
      .select({ month: monthOf, ...figures(p) })
      .from(o)
      .where(involved(p))
      .groupBy(monthOf)
      .orderBy(sql`1 desc`)
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize);
    return { total: Number(n), records: rows.map((r) => ({ month: r.month, ...answer(r as Raw) })) };
  });
