// Demo scores (issue 31 item 4): 丰收农产品采购 (C002) scored the lines of two of its completed demo orders
// (payment/seed-demo.ts), so the products' details show an average and reviews; the agent order's line is
// left to score, so the buyer's order details offer 评价. Written as rows with fixed ids (idempotent).
import { and, asc, eq } from 'drizzle-orm';
import { withTenant, type Database } from '../../db';
import { DEMO_TENANT_ID as TNT } from '../../seed';
import { indentTables } from '../indent';
import * as t from './tables';

const REVIEWS: Record<string, { stars: number; content: string }[]> = {
  '已完成': [
    { stars: 5, content: '果子个头均匀，口感脆甜，包装结实没有磕碰，下次还会采购。' },
    { stars: 4, content: '品质不错，物流稍慢了一天，整体满意。' },
  ],
  '已完成-赊销': [{ stars: 5, content: '供货稳定，和描述一致，赊销结算很方便。' }],
};

export async function seedDemoScores(db: Database, now = Date.now()): Promise<{ created: number }> {
  let created = 0;
  for (const [key, reviews] of Object.entries(REVIEWS)) {
    await withTenant(db.orm, TNT, async (tx) => {
      const o = indentTables.orders;
      const [order] = await tx.select().from(o).where(and(eq(o.tntId, TNT), eq(o.note, `演示订单·${key}`)));
      if (!order) return;
      const l = indentTables.orderLines;
      const lines = await tx.select().from(l).where(and(eq(l.tntId, TNT), eq(l.orderId, order.orderId))).orderBy(asc(l.lineNo));
      for (const [i, line] of lines.entries()) {
        const r = reviews[i % reviews.length]!;
        const rows = await tx.insert(t.orderScores).values({
          tntId: TNT, scoreId: `DS${order.orderId.slice(-12)}${line.lineNo}`, orderId: order.orderId, lineNo: line.lineNo, itemId: line.itemId,
          specValues: line.specValues, buyerCompanyId: order.buyerCompanyId, buyerAccountId: order.buyerAccountId, buyerNm: order.buyerNm,
          stars: r.stars, content: r.content, pictures: [], createdAt: new Date(Math.min(now, order.updatedAt.getTime() + 3_600_000)),
        }).onConflictDoNothing().returning({ id: t.orderScores.scoreId });
        created += rows.length;
      }
    });
  }
  return { created };
}
