// What a product's details show of its scores (the average, the count per star, the reviews paged by the
// server, newest first) and what the buyer's order details show (each line, scored or still to score).
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { withTenant, type Db } from '../../db';
import { fail, type Principal } from '../../core';
import { indentTables, orderFlow } from '../indent';
import * as t from './tables';
import { maskName, starsText } from './view';

const s = t.orderScores;

export function itemSummary(orm: Db, tntId: string, itemId: string) {
  return withTenant(orm, tntId, async (tx) => {
    const rows = await tx.select({ stars: s.stars, n: count() }).from(s).where(and(eq(s.tntId, tntId), eq(s.itemId, itemId))).groupBy(s.stars);
    const total = rows.reduce((a, r) => a + Number(r.n), 0);
    const sum = rows.reduce((a, r) => a + r.stars * Number(r.n), 0);
    // One decimal, rounded half up in integers (tenths): no float decides the shown average.
    const tenths = total ? Math.floor((sum * 10 * 2 + total) / (2 * total)) : 0;
    return {
      average: total ? `${Math.floor(tenths / 10)}.${tenths % 10}` : '0.0',
      count: total,
      starsText: starsText(total ? Math.min(5, Math.max(1, Math.round(tenths / 10))) : 0),
      byStars: [5, 4, 3, 2, 1].map((st) => ({ stars: st, count: Number(rows.find((r) => r.stars === st)?.n ?? 0) })),
    };
  });
}

export function itemPage(orm: Db, tntId: string, a: { itemId: string; pageNum: number; pageSize: number; stars?: number }) {
  return withTenant(orm, tntId, async (tx) => {
    const where: SQL[] = [eq(s.tntId, tntId), eq(s.itemId, a.itemId)];
    if (a.stars) where.push(eq(s.stars, a.stars));
    const [{ n }] = (await tx.select({ n: count() }).from(s).where(and(...where))) as [{ n: number }];
    const rows = await tx.select().from(s).where(and(...where)).orderBy(desc(s.createdAt), desc(s.scoreId)).limit(a.pageSize).offset((a.pageNum - 1) * a.pageSize);
    return {
      total: Number(n),
      records: rows.map((r) => ({
        scoreId: r.scoreId, stars: r.stars, starsText: starsText(r.stars), content: r.content, pictures: r.pictures, buyerNm: maskName(r.buyerNm),
        specValues: r.specValues, createdAt: r.createdAt.toISOString(),
      })),
    };
  });
}

/** The order's lines for its buyer, each with its score or the move to make one. */
export function orderLines(orm: Db, p: Principal, orderId: string) {
  return withTenant(orm, p.tntId, async (tx) => {
    const o = indentTables.orders;
    const [order] = await tx.select().from(o).where(and(eq(o.tntId, p.tntId), eq(o.orderId, orderId)));
    const mine = order && (order.buyerCompanyId !== null ? p.companyId === order.buyerCompanyId : p.companyId === null && p.accountId === order.buyerAccountId);
    if (!order || !mine) throw fail('NOT_FOUND', '订单不存在');
    const l = indentTables.orderLines;
    const rows = await tx
      .select({ lineNo: l.lineNo, itemId: l.itemId, itemNm: l.itemNm, specValues: l.specValues, picture: l.picture, stars: s.stars, content: s.content })
      .from(l)
      .leftJoin(s, and(eq(s.tntId, l.tntId), eq(s.orderId, l.orderId), eq(s.lineNo, l.lineNo)))
      .where(and(eq(l.tntId, p.tntId), eq(l.orderId, orderId)))
      .orderBy(asc(l.lineNo));
    const completed = orderFlow.is(order.status, 'completed');
    return rows.map((r) => ({
      orderId, lineNo: r.lineNo, itemId: r.itemId, itemNm: r.itemNm, specValues: r.specValues, picture: r.picture, scored: r.stars !== null,
      stars: r.stars, starsText: r.stars ? starsText(r.stars) : '', content: r.content ?? '', actions: completed && r.stars === null ? ['score'] : [],
    }));
  });
}

