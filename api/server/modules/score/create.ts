// 评价 (spec 7 /item/cst/orderItemScore): the buyer of a completed order scores each of its lines once.
// The line's item is remembered, so the product's details find its reviews; pictures must be the buyer's
// own uploads of pictures. Once per line is the table's unique key: a second score, however parallel, is 409.
import { and, eq, inArray, like } from 'drizzle-orm';
import { uniqueOr, withTenant } from '../../db';
import { fail, newId, type Deps, type Principal } from '../../core';
import { checkFileRefs, fileTables } from '../file';
import { userTables } from '../user';
import { indentTables, orderFlow } from '../indent';
import * as t from './tables';
import type { ScorePicture } from './tables';

export interface NewScore {
  orderId: string;
  lineNo: number;
  stars: number;
  content?: string;
  pictures?: ScorePicture[];
}

const PICTURE_GONE = '晒图不存在，请重新上传';

export async function createScore(deps: Deps, p: Principal, b: NewScore): Promise<{ scoreId: string }> {
  if (!Number.isInteger(b.stars) || b.stars < 1 || b.stars > 5) throw fail('BAD_REQUEST', '评分为1-5星');
  const content = (b.content ?? '').trim();
  if ([...content].length > 500) throw fail('BAD_REQUEST', '评价内容不超过500个字');
  const pictures = b.pictures ?? [];
  const now = new Date(deps.clock.now());
  return uniqueOr(
    () =>
      withTenant(deps.orm, p.tntId, async (tx) => {
        const o = indentTables.orders;
        const [order] = await tx.select().from(o).where(and(eq(o.tntId, p.tntId), eq(o.orderId, b.orderId)));
        const mine = order && (order.buyerCompanyId !== null ? p.companyId === order.buyerCompanyId : p.companyId === null && p.accountId === order.buyerAccountId);
        if (!order || !mine) throw fail('NOT_FOUND', '订单不存在');
        if (!orderFlow.is(order.status, 'completed')) throw fail('CONFLICT', `订单状态为“${orderFlow.nameOf(order.status)}”，不能评价`);
        const l = indentTables.orderLines;
        const [line] = await tx.select().from(l).where(and(eq(l.tntId, p.tntId), eq(l.orderId, b.orderId), eq(l.lineNo, b.lineNo)));
        if (!line) throw fail('NOT_FOUND', '订单商品不存在');
        const [done] = await tx.select({ id: t.orderScores.scoreId }).from(t.orderScores)
          .where(and(eq(t.orderScores.tntId, p.tntId), eq(t.orderScores.orderId, b.orderId), eq(t.orderScores.lineNo, b.lineNo)));
        if (done) throw fail('CONFLICT', '该商品已评价，不能重复评价');
        await checkPictures(tx, p, pictures);
        const scoreId = newId();
        await tx.insert(t.orderScores).values({
          tntId: p.tntId, scoreId, orderId: b.orderId, lineNo: b.lineNo, itemId: line.itemId, specValues: line.specValues,
          buyerCompanyId: order.buyerCompanyId, buyerAccountId: order.buyerAccountId, buyerNm: order.buyerNm, stars: b.stars, content, pictures, createdAt: now,
        });
        return { scoreId };
      }),
    () => fail('CONFLICT', '该商品已评价，不能重复评价'),
  );
}

/** Stored pictures of the tenant, uploaded by the buyer's enterprise (or the personal account itself). */
async function checkPictures(tx: Parameters<typeof checkFileRefs>[0], p: Principal, pictures: ScorePicture[]): Promise<void> {
  if (!pictures.length) return;
  await checkFileRefs(tx, p.tntId, pictures, PICTURE_GONE);
  const ids = [...new Set(pictures.map((x) => x.id))];
  const f = fileTables.files;
  const a = userTables.accounts;
  const found = await tx
    .select({ id: f.fileId })
    .from(f)
    .innerJoin(a, and(eq(a.tntId, f.tntId), eq(a.accountId, f.accountId)))
    .where(and(eq(f.tntId, p.tntId), inArray(f.fileId, ids), like(f.mime, 'image/%'), p.companyId ? eq(a.companyId, p.companyId) : eq(f.accountId, p.accountId)));
  if (found.length !== ids.length) throw fail('BAD_REQUEST', PICTURE_GONE);
}
