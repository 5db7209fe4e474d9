// Order scores (issue 31 item 4; spec 7 /item/cst/orderItemScore): the buyer scores each line of a
// completed order once (1-5 stars, bounded text, own pictures); a product's details show the average and
// the reviews, paged by the server. Refusals carry a Chinese message and write nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { APPLE } from '../support/client';
import { countRows, type TestServer } from '../support/server';
import { makeOrder, paymentSuite, PHONES, uploadVoucher } from '../support/payments';

const suite = paymentSuite(['buyer', 'seller', 'personal']);
const { call, ok } = suite;
let h: TestServer;
let seller: string;
let personal: string;
beforeAll(() => {
  ({ h } = suite);
  ({ seller, personal } = suite.tokens);
});

/** A completed order whose one line is of a fresh item id (so its reviews are the test's own). */
async function completed(status = 50) {
  const { orderId } = await makeOrder(h, { status, payableFen: 1000, paidFen: 1000 });
  const itemId = `IT${randomBytes(6).toString('hex')}`;
  await h.db.owner.query('UPDATE order_lines SET item_id = $2 WHERE order_id = $1', [orderId, itemId]);
  return { orderId, itemId };
}

describe('scoring a line', () => {
  it('once per line: the order details offer 评价 until scored; the product shows the average and the review', async () => {
    const { orderId, itemId } = await completed();
    expect((await ok('score.orderLines', { orderId }))[0]).toMatchObject({ lineNo: 1, scored: false, actions: ['score'] });
    const pic = await uploadVoucher(h, suite.tokens.buyer);
    await ok('score.create', { orderId, lineNo: 1, stars: 4, content: '  口感很好  ', pictures: [pic] });
    expect((await ok('score.orderLines', { orderId }))[0]).toMatchObject({ scored: true, stars: 4, starsText: '★★★★☆', content: '口感很好', actions: [] });
    const twice = await call('score.create', { orderId, lineNo: 1, stars: 5 });
    expect([twice.status, twice.body.msg]).toEqual([409, '该商品已评价，不能重复评价']);
    const summary = await ok('score.itemSummary', { itemId });
    expect(summary).toMatchObject({ average: '4.0', count: 1, starsText: '★★★★☆' });
    const page = await ok('score.itemPage', { itemId, pageNum: 1, pageSize: 10 });
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ stars: 4, content: '口感很好', buyerNm: '丰***司', pictures: [{ id: pic.id }] });
  });

  it('parallel scores of one line: exactly one stands', async () => {
    const { orderId } = await completed();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call('score.create', { orderId, lineNo: 1, stars: 1 + (i % 5) })));
    expect(answers.filter((r) => r.body.code === '0')).toHaveLength(1);
    expect(answers.filter((r) => r.body.code !== '0').map((r) => [r.status, r.body.msg])).toEqual(Array(9).fill([409, '该商品已评价，不能重复评价']));
    expect(await countRows(h.db, 'order_scores', `order_id = '${orderId}'`)).toBe(1);
  });

  it('bad input and wrong state: stars, text bound, foreign pictures, an order not completed, a missing line', async () => {
    const { orderId } = await completed();
    const before = await countRows(h.db, 'order_scores');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ orderId, lineNo: 1, stars: 0 }, 400, '评分为1-5星'],
      [{ orderId, lineNo: 1, stars: 6 }, 400, '评分为1-5星'],
      [{ orderId, lineNo: 1 }, 400, '请选择评分'],
      [{ orderId, lineNo: 1, stars: 5, content: '好'.repeat(501) }, 400, '评价内容不超过500个字'],
      [{ orderId, lineNo: 1, stars: 5, pictures: Array.from({ length: 7 }, (_, i) => ({ id: `F${i}`, name: 'a.png', url: 'x' })) }, 400, '晒图最多6张'],
      [{ orderId, lineNo: 1, stars: 5, pictures: [await uploadVoucher(h, seller)] }, 400, '晒图不存在，请重新上传'],
      [{ orderId, lineNo: 1, stars: 5, pictures: [{ id: 'NOPE', name: 'a.png', url: '/scpr/file/file/download?tntId=T1001&id=NOPE' }] }, 400, '晒图不存在，请重新上传'],
      [{ orderId, lineNo: 9, stars: 5 }, 404, '订单商品不存在'],
      [{ orderId: 'NOPE', lineNo: 1, stars: 5 }, 404, '订单不存在'],
    ];
    for (const [body, status, msg] of cases) {
      const r = await call('score.create', body);
      expect([r.status, r.body.msg], JSON.stringify(body).slice(0, 60)).toEqual([status, expect.stringContaining(msg)]);
    }
    const delivered = await completed(40);
    const early = await call('score.create', { orderId: delivered.orderId, lineNo: 1, stars: 5 });
    expect([early.status, early.body.msg]).toEqual([409, '订单状态为“已发货”，不能评价']);
    expect((await ok('score.orderLines', { orderId: delivered.orderId }))[0].actions).toEqual([]);
    expect(await countRows(h.db, 'order_scores')).toBe(before);
  });

  it('another buyer, the seller and another tenant cannot score or read the lines', async () => {
    const { orderId } = await completed();
    const other = await h.client.call('score.create', { orderId, lineNo: 1, stars: 5 }, { token: personal });
    expect([other.status, other.body.msg]).toEqual([404, '订单不存在']);
    expect((await h.client.call('score.orderLines', { orderId }, { token: personal })).status).toBe(404);
    expect((await call('score.create', { orderId, lineNo: 1, stars: 5 }, seller)).status).toBe(403); // no buyer's right
    const appleAdmin = await h.client.token(PHONES.admin, APPLE);
    expect((await h.client.call('score.create', { orderId, lineNo: 1, stars: 5 }, { token: appleAdmin, tenant: APPLE })).status).toBe(404);
  });
});

describe('the product details', () => {
  it('average to one decimal over all scores, per-star counts, reviews newest first, paged by the server', async () => {
    const itemId = `IT${randomBytes(6).toString('hex')}`;
    const stars = [5, 4, 4, 3, 5, 5, 2, 4, 5, 5, 1, 4];
    for (const s of stars) {
      const { orderId } = await makeOrder(h, { status: 50, payableFen: 1000, paidFen: 1000 });
      await h.db.owner.query('UPDATE order_lines SET item_id = $2 WHERE order_id = $1', [orderId, itemId]);
      await ok('score.create', { orderId, lineNo: 1, stars: s, content: `第${s}星` });
      h.clock.advance(1000);
    }
    const summary = await ok('score.itemSummary', { itemId });
    // 47 / 12 = 3.9166... -> 3.9
    expect(summary).toMatchObject({ average: '3.9', count: 12, starsText: '★★★★☆' });
    expect(summary.byStars).toEqual([{ stars: 5, count: 5 }, { stars: 4, count: 4 }, { stars: 3, count: 1 }, { stars: 2, count: 1 }, { stars: 1, count: 1 }]);
    const p1 = await ok('score.itemPage', { itemId, pageNum: 1, pageSize: 5 });
    const p3 = await ok('score.itemPage', { itemId, pageNum: 3, pageSize: 5 });
    expect([p1.total, p1.records.length, p3.records.length]).toEqual([12, 5, 2]);
    const all = [...p1.records, ...(await ok('score.itemPage', { itemId, pageNum: 2, pageSize: 5 })).records, ...p3.records];
    expect(new Set(all.map((r: { scoreId: string }) => r.scoreId)).size).toBe(12);
    expect(all.map((r: { createdAt: string }) => r.createdAt)).toEqual([...all.map((r: { createdAt: string }) => r.createdAt)].sort().reverse());
    const fives = await ok('score.itemPage', { itemId, pageNum: 1, pageSize: 10, stars: 5 });
    expect(fives.total).toBe(5);
    const none = await ok('score.itemSummary', { itemId: 'NOPE' });
    expect(none).toMatchObject({ average: '0.0', count: 0 });
    const big = await call('score.itemPage', { itemId, pageNum: 1, pageSize: 101 });
    expect(big.status).toBe(400);
  });
});
