// Coupons (issue 31 item 3; DOMAIN.md "Coupons"; docs/trading.md "Coupons") through the real server: the
// seller adds (bad input refused with the entity's messages, nothing written), lists and closes coupons;
// buyers take them in the mall (total, per-buyer limit, window, own enterprise); the state tables and their
// refusals; tenant, enterprise and permission isolation; expiry by the scheduler's sweep.
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLE } from '../support/client';
import { countRows, type TestServer } from '../support/server';
import { paymentSuite, PHONES } from '../support/payments';
import { withTenant } from '../../../api/server/db';
import { sweepCoupons } from '../../../api/server/modules/coupon';
import { addCoupon, chinaDay, couponForm, expectCode } from './support';

const s = paymentSuite(['buyer', 'seller', 'agent', 'personal']);
const { call, ok } = s;
let h: TestServer;
let seller: string;
let agent: string;
let personal: string;
beforeAll(() => {
  ({ h } = s);
  ({ seller, agent, personal } = s.tokens);
});

const history = (table: 'coupon_history' | 'user_coupon_history', key: string, id: string) =>
  h.db.owner.query<{ move: string; from_status: string | null; to_status: string; actor_role: string }>(`SELECT move, from_status, to_status, actor_role FROM ${table} WHERE ${key} = $1 ORDER BY seq`, [id]);
const sweep = () => withTenant(h.app.scpr.orm, 'T1001', (tx) => sweepCoupons(tx, 'T1001', new Date(h.clock.now())));

describe('add, list, detail, close: the seller', () => {
  it('a coupon starting today runs at once; one starting later waits; both listed with their rule; close ends taking', async () => {
    const now = h.clock.now();
    const running = await ok('coupon.add', couponForm(now, { couponNm: '满100减10', threshold: '100', value: '10', perLimit: 2, remark: '全店通用' }), seller);
    expect(running.status).toBe('2');
    const later = await ok('coupon.add', couponForm(now, { couponNm: '茶叶九折', couponType: '2', value: undefined, discount: '9', maxOff: '15', startDate: chinaDay(now, 3) }), seller);
    expect(later.status).toBe('1');
    const page = await ok('coupon.page', { pageNum: 1, pageSize: 10, couponNm: '满100' }, seller);
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ couponId: running.couponId, ruleText: '满100.00减10.00', status: '2', takenCount: 0, leftCount: 100, actions: ['close'], scopeNames: '全店商品' });
    const waiting = await ok('coupon.page', { pageNum: 1, pageSize: 50, status: '1' }, seller);
    expect(waiting.records.find((r: { couponId: string }) => r.couponId === later.couponId)).toMatchObject({ ruleText: '无门槛9折，最多优惠15.00', actions: ['edit', 'close'] });
    const detail = await ok('coupon.detail', { couponId: running.couponId }, seller);
    expect(detail.history.map((x: { move: string }) => x.move)).toEqual(['create']);
    // 关闭: the state table, one history row; closing again names the state.
    expect((await ok('coupon.close', { couponId: running.couponId, reason: '活动调整' }, seller)).status).toBe('4');
    expectCode(await call('coupon.close', { couponId: running.couponId }, seller), 409, '优惠券状态为“已关闭”，不能关闭优惠券');
    expect((await history('coupon_history', 'coupon_id', running.couponId)).map((r) => [r.move, r.from_status, r.to_status, r.actor_role])).toEqual([
      ['create', null, '2', 'seller'], ['close', '2', '4', 'seller'],
    ]);
    expectCode(await call('coupon.receive', { couponId: running.couponId }), 409, '优惠券已关闭');
  });

  it('bad input: a Chinese message and code, nothing written', async () => {
    const now = h.clock.now();
    const before = await countRows(h.db, 'coupons');
    const [foreignItem] = await h.db.owner.query<{ item_id: string }>(`SELECT item_id FROM items WHERE tnt_id = 'T1001' AND company_id <> 'C001' LIMIT 1`);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ couponNm: '券' }, 400, '优惠券名称至少2个字'],
      [{ couponNm: '券'.repeat(31) }, 400, '优惠券名称不超过30个字'],
      [{ couponNm: '满减\u0007券' }, 400, '优惠券名称不能包含控制字符'],
      [{ couponType: '3' }, 400, '请选择优惠类型'],
      [{ value: undefined }, 400, '请填写优惠金额'],
      [{ value: '0' }, 400, '优惠金额须大于0'],
      [{ value: '1.234' }, 400, '优惠金额为最多两位小数的金额'],
      [{ threshold: '10', value: '20' }, 400, '优惠金额不能大于使用门槛'],
      [{ couponType: '2', discount: undefined }, 400, '请填写折扣'],
      [{ couponType: '2', discount: '10' }, 400, '折扣为1-9.9折，最多一位小数'],
      [{ couponType: '2', discount: '0.5' }, 400, '折扣为1-9.9折，最多一位小数'],
      [{ scopeType: '3', scopeIds: [] }, 400, '请选择适用的商品'],
      [{ scopeType: '2', scopeIds: [] }, 400, '请选择适用的商品分类'],
      [{ scopeType: '3', scopeIds: [foreignItem!.item_id] }, 400, '商品不存在'],
      [{ scopeType: '2', scopeIds: ['NOPE'] }, 400, '商品分类不存在'],
      [{ startDate: chinaDay(now, 5), endDate: chinaDay(now, 4) }, 400, '结束日期不能早于开始日期'],
      [{ startDate: chinaDay(now, -5), endDate: chinaDay(now, -1) }, 400, '结束日期不能早于今天'],
      [{ startDate: '2026-13-01' }, 400, '开始日期格式为yyyy-MM-dd'],
      [{ validType: '2' }, 400, '请填写领取后有效天数'],
      [{ validType: '2', validDays: 366 }, 400, '有效天数为1-365天'],
      [{ totalCount: 0 }, 400, '发放总量为1-1000000张'],
      [{ perLimit: 101 }, 400, '每人限领1-100张'],
      [{ totalCount: 3, perLimit: 5 }, 400, '每人限领张数不能大于发放总量'],
      [{ remark: '说'.repeat(201) }, 400, '使用说明不超过200个字'],
    ];
    for (const [extra, status, msg] of cases) {
      const r = await call('coupon.add', couponForm(now, extra), seller);
      expect([r.status, r.body.msg], JSON.stringify(extra)).toEqual([status, msg]);
    }
    expect(await countRows(h.db, 'coupons')).toBe(before);
  });

  it('another enterprise, another tenant, no permission: not found or refused, nothing listed', async () => {
    const couponId = await addCoupon(s, { couponNm: '隔离测试券' });
    expectCode(await call('coupon.close', { couponId }, agent), 404, '优惠券不存在');
    expectCode(await call('coupon.detail', { couponId }, agent), 404, '优惠券不存在');
    expectCode(await call('coupon.takenPage', { couponId, pageNum: 1, pageSize: 10 }, agent), 404, '优惠券不存在');
    const theirs = await ok('coupon.page', { pageNum: 1, pageSize: 100 }, agent);
    expect(theirs.records.some((r: { couponId: string }) => r.couponId === couponId)).toBe(false);
    // The buyer enterprise holds no seller rights; a personal account none either.
    for (const key of ['coupon.add', 'coupon.page', 'coupon.close']) expect((await call(key, key === 'coupon.add' ? couponForm(h.clock.now()) : { couponId, pageNum: 1, pageSize: 10 })).status).toBe(403);
    expect((await call('coupon.add', couponForm(h.clock.now()), personal)).status).toBe(403);
    // Another tenant: the coupon does not exist there.
    const appleAdmin = await h.client.token(PHONES.admin, APPLE);
    const apple = await h.client.call('coupon.receive', { couponId }, { token: appleAdmin, tenant: APPLE });
    expectCode(apple, 404, '优惠券不存在');
    const appleList = await h.client.call('coupon.list', { pageNum: 1, pageSize: 100 }, { token: appleAdmin, tenant: APPLE });
    expect(appleList.body.resultData.records.some((r: { couponId: string }) => r.couponId === couponId)).toBe(false);
  });
});

describe('take (receive) and the buyer\'s coupons', () => {
  it('takes within the limit, listed as unused; the mall shows what is left and whether one more may be taken', async () => {
    const couponId = await addCoupon(s, { couponNm: '限领两张', perLimit: 2, totalCount: 3 });
    const first = await ok('coupon.receive', { couponId });
    expect(first).toMatchObject({ received: 1, canReceive: true });
    expect((await ok('coupon.receive', { couponId })).canReceive).toBe(false);
    expectCode(await call('coupon.receive', { couponId }), 409, '每人限领2张，您已领取2张');
    // The personal member takes the last one; then none is left.
    expect((await ok('coupon.receive', { couponId }, personal)).canReceive).toBe(false);
    const mall = await ok('coupon.list', { pageNum: 1, pageSize: 100, sellerId: 'C001' });
    expect(mall.records.find((r: { couponId: string }) => r.couponId === couponId)).toMatchObject({ leftCount: 0, received: 2, canReceive: false });
    const mine = await ok('coupon.received', { pageNum: 1, pageSize: 100, status: '1' });
    const row = mine.records.find((r: { userCouponId: string }) => r.userCouponId === first.userCouponId);
    expect(row).toMatchObject({ couponNm: '限领两张', status: '1', sellerNm: '绿源农业科技有限公司', actions: ['use'] });
    expect((await history('user_coupon_history', 'user_coupon_id', first.userCouponId)).map((r) => [r.move, r.from_status, r.to_status, r.actor_role])).toEqual([['take', null, '1', 'buyer']]);
    const taken = await ok('coupon.takenPage', { couponId, pageNum: 1, pageSize: 10 }, seller);
    expect(taken.total).toBe(3);
    const [c] = await h.db.owner.query<{ taken_count: number }>('SELECT taken_count FROM coupons WHERE coupon_id = $1', [couponId]);
    expect(c!.taken_count).toBe(3);
  });

  it('refusals: not started, sold out, own enterprise, unknown; nothing written', async () => {
    const waiting = await addCoupon(s, { couponNm: '未开始券', startDate: chinaDay(h.clock.now(), 2) });
    const one = await addCoupon(s, { couponNm: '只有一张', totalCount: 1, perLimit: 1 });
    await ok('coupon.receive', { couponId: one }, personal);
    const before = await countRows(h.db, 'user_coupons');
    expectCode(await call('coupon.receive', { couponId: waiting }), 409, '优惠券尚未开始领取');
    expectCode(await call('coupon.receive', { couponId: one }), 409, '优惠券已领完');
    expectCode(await call('coupon.receive', { couponId: one }, seller), 400, '不能领取本企业的优惠券');
    expectCode(await call('coupon.receive', { couponId: 'NOPE' }), 404, '优惠券不存在');
    expectCode(await call('coupon.receive', { couponId: 'a b' }), 400, '优惠券编号不正确');
    expect(await countRows(h.db, 'user_coupons')).toBe(before);
  });

  it('the mall lists coupons covering one goods: all-goods coupons and those naming it or its category', async () => {
    const [item] = await h.db.owner.query<{ item_id: string; category_id: string }>(
      `SELECT item_id, category_id FROM items WHERE tnt_id = 'T1001' AND company_id = 'C001' AND status = '1' ORDER BY item_id OFFSET 7 LIMIT 1`);
    const [otherItem] = await h.db.owner.query<{ item_id: string }>(
      `SELECT item_id FROM items WHERE tnt_id = 'T1001' AND company_id = 'C001' AND status = '1' AND category_id <> $1 ORDER BY item_id LIMIT 1`, [item!.category_id]);
    const byItem = await addCoupon(s, { couponNm: '单品券', scopeType: '3', scopeIds: [item!.item_id] });
    const byCategory = await addCoupon(s, { couponNm: '分类券', scopeType: '2', scopeIds: [item!.category_id] });
    const elsewhere = await addCoupon(s, { couponNm: '他品券', scopeType: '3', scopeIds: [otherItem!.item_id] });
    const list = await ok('coupon.list', { pageNum: 1, pageSize: 100, itemId: item!.item_id });
    const ids = list.records.map((r: { couponId: string }) => r.couponId);
    expect(ids).toEqual(expect.arrayContaining([byItem, byCategory]));
    expect(ids).not.toContain(elsewhere);
    expect(list.records.find((r: { couponId: string }) => r.couponId === byCategory).scopeNames).toMatch(/^指定分类：/);
  });
});

describe('expiry by the scheduler', () => {
  it('after the last day the coupon ends and unused coupons expire, one history row each; the start of a waiting coupon too', async () => {
    const now = h.clock.now();
    const short = await addCoupon(s, { couponNm: '两天券', endDate: chinaDay(now, 1) });
    const days = await addCoupon(s, { couponNm: '领后一天券', validType: '2', validDays: 1, endDate: chinaDay(now, 20) });
    const waiting = await addCoupon(s, { couponNm: '明天开始', startDate: chinaDay(now, 1), endDate: chinaDay(now, 20) });
    const a = await ok('coupon.receive', { couponId: short });
    const b = await ok('coupon.receive', { couponId: days });
    h.clock.advance(3 * 86_400_000);
    const swept = await sweep();
    expect(swept.expired).toBeGreaterThanOrEqual(2);
    const status = async (id: string) => (await h.db.owner.query<{ status: string }>('SELECT status FROM coupons WHERE coupon_id = $1', [id]))[0]!.status;
    expect([await status(short), await status(days), await status(waiting)]).toEqual(['3', '2', '2']);
    // Three days on, the sessions have expired too: sign in again.
    const buyer = await h.client.token(PHONES.buyer);
    const expired = await ok('coupon.received', { pageNum: 1, pageSize: 100, status: '3' }, buyer);
    expect(expired.records.map((r: { userCouponId: string }) => r.userCouponId)).toEqual(expect.arrayContaining([a.userCouponId, b.userCouponId]));
    expect((await history('user_coupon_history', 'user_coupon_id', a.userCouponId)).map((r) => [r.move, r.from_status, r.to_status, r.actor_role])).toEqual([
      ['take', null, '1', 'buyer'], ['expire', '1', '3', 'system'],
    ]);
    expect((await history('coupon_history', 'coupon_id', waiting)).map((r) => r.move)).toEqual(['create', 'start']);
    expectCode(await call('coupon.receive', { couponId: short }, buyer), 409, '优惠券已结束');
    // Swept again: nothing more to do.
    expect(await sweep()).toEqual({ started: 0, ended: 0, expired: 0 });
  });
});
