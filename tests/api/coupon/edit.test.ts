// 编辑优惠券 (issue 31 item 3) through the real server, on both databases: a seller edits its coupon while
// it is 未开始 (checked as 新建 is, one history row, opening at once when the new first day is today); not
// once it runs (also when its day has come before the sweep moved it), ends or is closed; another
// enterprise's is not found, a buyer or a personal account may not; bad input refused in Chinese with a
// code; every refusal writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLE } from '../support/client';
import type { TestServer } from '../support/server';
import { paymentSuite, PHONES } from '../support/payments';
import { addCoupon, chinaDay, couponForm, expectCode } from './support';

const s = paymentSuite(['buyer', 'seller', 'agent', 'personal']);
const { call, ok } = s;
let h: TestServer;
let seller: string;
beforeAll(() => {
  ({ h } = s);
  seller = s.tokens.seller;
});

const history = (id: string) =>
  h.db.owner.query<{ move: string; from_status: string | null; to_status: string; actor_role: string; note: string }>(
    'SELECT move, from_status, to_status, actor_role, note FROM coupon_history WHERE coupon_id = $1 ORDER BY seq', [id]);
const stored = async (id: string) => (await h.db.owner.query<{ status: string }>('SELECT * FROM coupons WHERE coupon_id = $1', [id]))[0]!;
/** A coupon of C001 waiting to start in `days` days. */
const waiting = (days = 3, extra: Record<string, unknown> = {}) => addCoupon(s, { couponNm: '待开始的券', startDate: chinaDay(h.clock.now(), days), endDate: chinaDay(h.clock.now(), days + 10), ...extra });
const edit = (couponId: string, extra: Record<string, unknown> = {}, token = seller) =>
  call('coupon.edit', { couponId, ...couponForm(h.clock.now(), { startDate: chinaDay(h.clock.now(), 5), endDate: chinaDay(h.clock.now(), 20), ...extra }) }, token);

async function unchanged(couponId: string, run: () => Promise<void>) {
  const before = { row: await stored(couponId), history: await history(couponId) };
  await run();
  expect({ row: await stored(couponId), history: await history(couponId) }).toEqual(before);
}

describe('编辑优惠券 while 未开始', () => {
  it('edits the rule, the scope (goods with their names) and the window; one history row; the button only while 未开始', async () => {
    const couponId = await waiting();
    expect((await ok('coupon.detail', { couponId }, seller)).actions).toEqual(['edit', 'close']);
    const goods = await h.db.owner.query<{ item_id: string; item_nm: string }>(`SELECT item_id, item_nm FROM items WHERE tnt_id = 'T1001' AND company_id = 'C001' ORDER BY item_id LIMIT 2`);
    const r = await edit(couponId, {
      couponNm: '改后的折扣券', couponType: '2', value: undefined, discount: '8.5', maxOff: '20', threshold: '50', scopeType: '3', scopeIds: goods.map((g) => g.item_id),
      validType: '2', validDays: 7, totalCount: 30, perLimit: 3, remark: '改为指定商品',
    });
    expect(r.body).toMatchObject({ code: '0', resultData: { couponId, status: '1' } });
    const d = await ok('coupon.detail', { couponId }, seller);
    expect(d).toMatchObject({
      couponNm: '改后的折扣券', couponType: '2', ruleText: '满50.00打8.5折，最多优惠20.00', scopeType: '3', scopeIds: goods.map((g) => g.item_id),
      scopeGoods: goods.map((g) => ({ id: g.item_id, name: g.item_nm })), scopeCategories: [], validText: '领取后7天内有效', totalCount: 30, perLimit: 3,
      startDate: chinaDay(h.clock.now(), 5), endDate: chinaDay(h.clock.now(), 20), remark: '改为指定商品', status: '1', actions: ['edit', 'close'],
    });
    expect((await history(couponId)).map((x) => [x.move, x.from_status, x.to_status, x.actor_role, x.note])).toEqual([
      ['create', null, '1', 'seller', '待开始的券'], ['edit', '1', '1', 'seller', '改后的折扣券'],
    ]);
    expect(d.history.map((x: { moveNm: string }) => x.moveNm)).toEqual(['创建优惠券', '编辑优惠券']);
    // Listed with its edit button; a running coupon has none.
    const page = await ok('coupon.page', { pageNum: 1, pageSize: 100 }, seller);
    expect(page.records.find((x: { couponId: string }) => x.couponId === couponId).actions).toEqual(['edit', 'close']);
    const running = await addCoupon(s, { couponNm: '进行中的券' });
    expect((await ok('coupon.detail', { couponId: running }, seller)).actions).toEqual(['close']);
  });

  it('a start day moved to today opens it at once; then it can no longer be edited', async () => {
    const couponId = await waiting();
    expect((await edit(couponId, { couponNm: '今天开始', startDate: chinaDay(h.clock.now()) })).body).toMatchObject({ code: '0', resultData: { status: '2' } });
    expect((await history(couponId)).map((x) => [x.move, x.from_status, x.to_status])).toEqual([['create', null, '1'], ['edit', '1', '2']]);
    expect((await call('coupon.receive', { couponId })).body.code).toBe('0');
    await unchanged(couponId, async () => expectCode(await edit(couponId, { couponNm: '再改一次' }), 409, '优惠券状态为“进行中”，不能编辑优惠券'));
  });
});

describe('refused, nothing written', () => {
  it('wrong state: its day has come (before the sweep moved it), closed', async () => {
    // Its first day has come (moved into the past here) while the sweep has not yet made it 进行中.
    const due = await waiting(1);
    await h.db.owner.query('UPDATE coupons SET start_at = $2 WHERE coupon_id = $1', [due, new Date(h.clock.now() - 60_000)]);
    expect((await stored(due)).status).toBe('1');
    await unchanged(due, async () => expectCode(await edit(due), 409, '优惠券状态为“进行中”，不能编辑优惠券'));
    const closed = await waiting();
    await ok('coupon.close', { couponId: closed }, seller);
    await unchanged(closed, async () => expectCode(await edit(closed), 409, '优惠券状态为“已关闭”，不能编辑优惠券'));
  });

  it('another enterprise, another tenant, no permission', async () => {
    const couponId = await waiting();
    await unchanged(couponId, async () => {
      expectCode(await edit(couponId, {}, s.tokens.agent), 404, '优惠券不存在');
      expect((await edit(couponId, {}, s.tokens.buyer)).status).toBe(403);
      expect((await edit(couponId, {}, s.tokens.personal)).status).toBe(403);
      const appleAdmin = await h.client.token(PHONES.admin, APPLE);
      const apple = await h.client.call('coupon.edit', { couponId, ...couponForm(h.clock.now()) }, { token: appleAdmin, tenant: APPLE });
      expect([apple.status, apple.body.msg]).toEqual([404, '优惠券不存在']);
      expectCode(await edit('NO-SUCH-COUPON'), 404, '优惠券不存在');
    });
  });

  it('bad input: a Chinese message and code', async () => {
    const couponId = await waiting();
    const [foreignItem] = await h.db.owner.query<{ item_id: string }>(`SELECT item_id FROM items WHERE tnt_id = 'T1001' AND company_id <> 'C001' LIMIT 1`);
    const cases: [Record<string, unknown>, string][] = [
      [{ couponNm: '券' }, '优惠券名称至少2个字'],
      [{ couponNm: '券'.repeat(31) }, '优惠券名称不超过30个字'],
      [{ value: undefined }, '请填写优惠金额'],
      [{ threshold: '5', value: '10' }, '优惠金额不能大于使用门槛'],
      [{ couponType: '2', value: undefined, discount: '10' }, '折扣为1-9.9折，最多一位小数'],
      [{ startDate: chinaDay(h.clock.now(), 9), endDate: chinaDay(h.clock.now(), 8) }, '结束日期不能早于开始日期'],
      [{ totalCount: 2, perLimit: 3 }, '每人限领张数不能大于发放总量'],
      [{ scopeType: '3', scopeIds: [] }, '请选择适用的商品'],
      [{ scopeType: '3', scopeIds: [foreignItem!.item_id] }, '商品不存在'],
      [{ scopeType: '2', scopeIds: ['NO-SUCH-CATEGORY'] }, '商品分类不存在'],
    ];
    await unchanged(couponId, async () => {
      for (const [extra, msg] of cases) {
        const r = await edit(couponId, extra);
        expect([JSON.stringify(extra), r.status, r.body.code, r.body.msg]).toEqual([JSON.stringify(extra), 400, 'YSCPR00000400', msg]);
      }
      const noId = await call('coupon.edit', couponForm(h.clock.now()), seller);
      expect([noId.status, noId.body.code]).toEqual([400, 'YSCPR00000400']);
    });
  });
});
