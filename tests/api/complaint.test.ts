// Complaints (issue 32 item 4, DOMAIN.md "Complaints"): a document on the workflow kit, through the real
// server on the prepared demo database: the demo rows in every state, the whole path (file, accept, reply,
// add, close) with the thread in order and the home tile's count, the spec's refusals with their codes and
// messages (bad input writes nothing), wrong states, another tenant, another enterprise, no permission, and
// one decision when the same move is sent many times at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';
import { uploadVoucher } from './support/payments';

let h: TestServer;
const tokens: Record<string, string> = {};
const token = async (phone: string) => (tokens[phone] ??= await h.client.token(phone));

beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

const call = (key: string, body: unknown, t: string) => h.client.call(key, body, { token: t });
const refused = async (key: string, body: unknown, t: string) => {
  const r = await call(key, body, t);
  return [r.status, r.body.code, r.body.msg];
};
type Row = { complaintId: string; status: string; title: string; actions: string[]; pictures: { url: string }[] };
const statuses = (rows: Row[]) => [...new Set(rows.map((r) => r.status))].sort();
const openCount = async (t: string) => (await ok(h.client, 'complaint.openCount', {}, t)).openCount as number;
const firstOrder = async (t: string) => (await ok(h.client, 'complaint.targets', { targetType: '1' }, t))[0] as { value: string; label: string };

describe('the demo rows: every state on a fresh start', () => {
  it('the platform sees complaints in all five states with the moves it may make on each', async () => {
    const admin = await token(PHONES.admin);
    const page = await ok(h.client, 'complaint.platPage', { pageNum: 1, pageSize: 50 }, admin);
    expect(statuses(page.records)).toEqual(['10', '20', '40', '91', '92']);
    const by = (s: string) => page.records.find((r: Row) => r.status === s) as Row;
    expect(by('10').actions).toEqual(['accept', 'refuse']);
    expect(by('20').actions).toEqual(['reply', 'close']);
    for (const s of ['40', '91', '92']) expect(by(s).actions).toEqual([]);
    // Evidence pictures are restricted files: served with a grant only.
    expect(by('10').pictures[0]!.url).toMatch(/&e=\d+&g=[0-9a-f]{32}$/);
    const refusedRow = page.records.find((r: Row) => r.status === '92');
    expect(refusedRow).toMatchObject({ reason: '外部平台的评价不属于本平台受理范围，请通过相应平台或法律途径处理。', complainantNm: '绿源农业科技有限公司' });
  });

  it('the buyer sees its own four, the seller its own one; the thread of an accepted one is in order', async () => {
    const buyer = await token(PHONES.buyer);
    const mine = await ok(h.client, 'complaint.page', { pageNum: 1, pageSize: 50 }, buyer);
    expect(statuses(mine.records)).toEqual(['10', '20', '40', '91']);
    expect(mine.records.find((r: Row) => r.status === '20').actions).toEqual(['append', 'withdraw']);
    const seller = await ok(h.client, 'complaint.page', { pageNum: 1, pageSize: 50 }, await token(PHONES.seller));
    expect(seller.records.map((r: Row) => r.status)).toEqual(['92']);
    const detail = await ok(h.client, 'complaint.detail', { complaintId: 'CMP-DEMO-02' }, buyer);
    expect(detail.replies.map((r: { side: string; seq: number }) => `${r.seq} ${r.side}`)).toEqual(['1 platform', '2 complainant']);
    expect(detail.history.map((x: { move: string }) => x.move)).toEqual(['create', 'accept', 'reply', 'append']);
    // The complainant's addition carries its picture, served to the parties with a grant.
    const added = detail.replies[1] as { pictures: { url: string }[] };
    expect(added.pictures).toHaveLength(1);
    expect((await h.app.inject({ method: 'GET', url: added.pictures[0]!.url, headers: { authorization: `Bearer ${buyer}` } })).statusCode).toBe(200);
    expect(await openCount(buyer)).toBe(2);
  });

  it('filters by state and keyword, paged by the server', async () => {
    const admin = await token(PHONES.admin);
    const open = await ok(h.client, 'complaint.platPage', { pageNum: 1, pageSize: 50, status: '10' }, admin);
    expect(open.records.every((r: Row) => r.status === '10')).toBe(true);
    const kw = await ok(h.client, 'complaint.platPage', { pageNum: 1, pageSize: 50, keyword: '磕碰' }, admin);
    expect(kw.records.map((r: Row) => r.title)).toEqual(['到货苹果有明显磕碰']);
    const one = await ok(h.client, 'complaint.platPage', { pageNum: 2, pageSize: 1 }, admin);
    expect(one.records).toHaveLength(1);
    expect(one.total).toBeGreaterThanOrEqual(5);
  });
});

describe('a buyer complains about an order: accepted, replied, added to, closed', () => {
  it('walks the state table, keeps the thread in order and the home tile counts the open ones', async () => {
    const buyer = await token(PHONES.buyer);
    const admin = await token(PHONES.admin);
    const before = await openCount(buyer);
    const platformBefore = await openCount(admin);
    const order = await firstOrder(buyer);
    const picture = await uploadVoucher(h, buyer);
    const filed = await ok(h.client, 'complaint.add', { targetType: '1', orderId: order.value, title: '商品规格与描述不符', content: '到货的规格为70mm，订单为80mm。', pictures: [picture] }, buyer);
    expect(filed).toMatchObject({ status: '10', targetType: '1', complainantNm: '丰收农产品采购有限公司', actions: ['withdraw'] });
    expect(filed.complaintNo).toMatch(/^TS\d{14}\d{4}$/);
    expect(filed.targetNm).not.toBe('');
    // The picture is restricted now: without a grant it is not found.
    const bare = await h.app.inject({ method: 'GET', url: picture.url });
    expect(bare.statusCode).toBe(404);
    expect(await openCount(buyer)).toBe(before + 1);
    expect(await openCount(admin)).toBe(platformBefore + 1);
    const id = filed.complaintId;
    expect(await refused('complaint.reply', { complaintId: id, replyContent: '收到' }, admin)).toEqual([409, ERRORS.CONFLICT.code, '投诉状态为“待受理”，不能平台回复']);
    expect((await ok(h.client, 'complaint.accept', { complaintId: id }, admin)).actions).toEqual(['reply', 'close']);
    await ok(h.client, 'complaint.reply', { complaintId: id, replyContent: '已联系卖家核实规格，请稍候。' }, admin);
    const added = await ok(h.client, 'complaint.append', { complaintId: id, appendContent: '补充：外箱标注也是70mm。' }, buyer);
    expect(added.actions).toEqual(['append', 'withdraw']);
    await ok(h.client, 'complaint.reply', { complaintId: id, replyContent: '卖家同意补发80mm规格。' }, admin);
    const seen = await ok(h.client, 'complaint.detail', { complaintId: id }, buyer);
    expect(seen.replies.map((r: { sideNm: string; content: string }) => `${r.sideNm}:${r.content}`)).toEqual([
      '平台:已联系卖家核实规格，请稍候。', '投诉人:补充：外箱标注也是70mm。', '平台:卖家同意补发80mm规格。',
    ]);
    expect(seen.status).toBe('20');
    expect(await openCount(buyer)).toBe(before + 1);
    const noResult = await call('complaint.close', { complaintId: id, result: '' }, admin);
    expect([noResult.status, noResult.body.msg]).toEqual([400, '请输入处理结果']);
    const closed = await ok(h.client, 'complaint.close', { complaintId: id, result: '卖家已补发，结案。' }, admin);
    expect(closed).toMatchObject({ status: '40', result: '卖家已补发，结案。', actions: [] });
    expect(await openCount(buyer)).toBe(before);
    expect(await openCount(admin)).toBe(platformBefore);
    const history = await ok(h.client, 'complaint.detail', { complaintId: id }, admin);
    expect(history.history.map((x: { move: string; fromStatus: string; toStatus: string }) => `${x.move} ${x.fromStatus}->${x.toStatus}`)).toEqual([
      'create ->10', 'accept 10->20', 'reply 20->20', 'append 20->20', 'reply 20->20', 'close 20->40',
    ]);
    // Wrong state: a closed complaint takes no move.
    expect(await refused('complaint.withdraw', { complaintId: id }, buyer)).toEqual([409, ERRORS.CONFLICT.code, '投诉状态为“已结案”，不能撤回投诉']);
    expect(await refused('complaint.accept', { complaintId: id }, admin)).toEqual([409, ERRORS.CONFLICT.code, '投诉状态为“已结案”，不能受理投诉']);
  });

  it('a complaint about an enterprise; refused with a reason; withdrawn by its complainant', async () => {
    const seller = await token(PHONES.seller);
    const admin = await token(PHONES.admin);
    const companies = await ok(h.client, 'complaint.targets', { targetType: '2', keyword: '丰收' }, seller);
    expect(companies).toEqual([{ value: 'C002', label: '丰收农产品采购有限公司' }]);
    const a = await ok(h.client, 'complaint.add', { targetType: '2', targetCompanyId: 'C002', title: '长期拖欠货款', content: '赊销订单逾期三个月未付款。' }, seller);
    expect(a).toMatchObject({ targetNm: '丰收农产品采购有限公司', orderNo: '' });
    const noReason = await call('complaint.refuse', { complaintId: a.complaintId, reason: '' }, admin);
    expect([noReason.status, noReason.body.code, noReason.body.msg]).toEqual([400, ERRORS.BAD_REQUEST.code, '请输入不予受理原因']);
    expect(await ok(h.client, 'complaint.refuse', { complaintId: a.complaintId, reason: '货款纠纷请通过合同约定的方式解决' }, admin)).toMatchObject({ status: '92', reason: '货款纠纷请通过合同约定的方式解决' });
    const b = await ok(h.client, 'complaint.add', { targetType: '2', targetCompanyId: 'C002', title: '重复投诉测试', content: '撤回前的投诉内容。' }, seller);
    expect(await ok(h.client, 'complaint.withdraw', { complaintId: b.complaintId }, seller)).toMatchObject({ status: '91', actions: [] });
    expect(await refused('complaint.add', { targetType: '2', targetCompanyId: 'C001', title: '投诉自己', content: '不能投诉本企业。' }, seller)).toEqual([400, ERRORS.BAD_REQUEST.code, '不能投诉本企业']);
  });

  it('accept sent many times at once: one decision, the others refused, one history row', async () => {
    const buyer = await token(PHONES.buyer);
    const admin = await token(PHONES.admin);
    const order = await firstOrder(buyer);
    const { complaintId } = await ok(h.client, 'complaint.add', { targetType: '1', orderId: order.value, title: '并发受理', content: '同时受理多次只生效一次。' }, buyer);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => call('complaint.accept', { complaintId }, admin)),
      ...Array.from({ length: 2 }, () => call('complaint.refuse', { complaintId, reason: '不予受理' }, admin)),
    ]);
    expect(answers.filter((r) => r.body.code === '0')).toHaveLength(1);
    for (const r of answers.filter((x) => x.body.code !== '0')) expect(r.status).toBe(409);
    expect(await countRows(h.db, 'complaint_history', "tnt_id = 'T1001' AND complaint_id = $1 AND move <> 'create'", [complaintId])).toBe(1);
    // Withdrawn and closed at once (an accepted one): one of them.
    const { complaintId: other } = await ok(h.client, 'complaint.add', { targetType: '1', orderId: order.value, title: '并发结案', content: '撤回与结案同时发生。' }, buyer);
    await ok(h.client, 'complaint.accept', { complaintId: other }, admin);
    const both = await Promise.all([call('complaint.withdraw', { complaintId: other }, buyer), call('complaint.close', { complaintId: other, result: '结案' }, admin), call('complaint.withdraw', { complaintId: other }, buyer)]);
    expect(both.filter((r) => r.body.code === '0')).toHaveLength(1);
    expect(await countRows(h.db, 'complaint_history', "tnt_id = 'T1001' AND complaint_id = $1 AND move IN ('withdraw', 'close')", [other])).toBe(1);
  });
});

describe('bad input (spec 5): a Chinese message with its code, nothing written', () => {
  it('refuses missing and overlong fields, control characters, an unknown target, a file not the caller\'s, too many pictures', async () => {
    const buyer = await token(PHONES.buyer);
    const order = await firstOrder(buyer);
    const mine = await uploadVoucher(h, buyer);
    const others = await uploadVoucher(h, await token(PHONES.seller));
    const base = { targetType: '1', orderId: order.value, title: '标题正常', content: '内容正常的投诉。' };
    const before = await countRows(h.db, 'complaints');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title: undefined }, '请输入投诉标题'],
      [{ ...base, title: '' }, '投诉标题至少2个字'],
      [{ ...base, title: '短' }, '投诉标题至少2个字'],
      [{ ...base, title: '长'.repeat(51) }, '投诉标题不超过50个字'],
      [{ ...base, title: '标题\u0000' }, '投诉标题不能包含特殊字符'],
      [{ ...base, content: '太短' }, '投诉内容至少5个字'],
      [{ ...base, content: '长'.repeat(501) }, '投诉内容不超过500个字'],
      [{ ...base, targetType: '3' }, '请选择投诉对象'],
      [{ ...base, orderId: undefined }, '请选择投诉的订单'],
      [{ targetType: '2', title: '标题正常', content: '内容正常的投诉。' }, '请选择投诉的企业'],
      [{ ...base, pictures: [others] }, '图片不存在或无权使用，请重新上传'],
      [{ ...base, pictures: [{ ...mine, url: 'https://evil.example/x.png' }] }, '图片不存在或无权使用，请重新上传'],
      [{ ...base, pictures: Array.from({ length: 7 }, () => mine) }, '证据图片最多6张'],
    ];
    for (const [body, msg] of cases) {
      const r = await call('complaint.add', body, buyer);
      expect([r.status, r.body.code, r.body.msg], JSON.stringify(body).slice(0, 80)).toEqual([400, ERRORS.BAD_REQUEST.code, msg]);
    }
    const unknownOrder = await call('complaint.add', { ...base, orderId: 'NO-SUCH-ORDER' }, buyer);
    expect([unknownOrder.status, unknownOrder.body.msg]).toEqual([404, '订单不存在']);
    expect(await countRows(h.db, 'complaints')).toBe(before);
    const longReply = await call('complaint.reply', { complaintId: 'CMP-DEMO-02', replyContent: '长'.repeat(501) }, await token(PHONES.admin));
    expect([longReply.status, longReply.body.msg]).toEqual([400, '回复内容不超过500个字']);
  });
});

describe('isolation and permissions', () => {
  it('another tenant sees none of them and cannot move them', async () => {
    const apple = await h.client.token(PHONES.admin, APPLE);
    const page = await h.client.call('complaint.platPage', { pageNum: 1, pageSize: 50 }, { token: apple, tenant: APPLE });
    expect(page.body.resultData.total).toBe(0);
    for (const key of ['complaint.detail', 'complaint.accept']) {
      const r = await h.client.call(key, { complaintId: 'CMP-DEMO-01' }, { token: apple, tenant: APPLE });
      expect([r.status, r.body.code, r.body.msg]).toEqual([404, ERRORS.NOT_FOUND.code, '投诉不存在']);
    }
  });

  it('another enterprise neither reads nor moves a complaint, nor complains about an order it is no party to', async () => {
    const other = await token('13800000011'); // 青禾合作社 (C011), an enterprise admin with the complaint pages
    expect(await refused('complaint.detail', { complaintId: 'CMP-DEMO-02' }, other)).toEqual([404, ERRORS.NOT_FOUND.code, '投诉不存在']);
    expect(await refused('complaint.withdraw', { complaintId: 'CMP-DEMO-02' }, other)).toEqual([404, ERRORS.NOT_FOUND.code, '投诉不存在']);
    expect(await refused('complaint.append', { complaintId: 'CMP-DEMO-02', appendContent: '冒充' }, other)).toEqual([404, ERRORS.NOT_FOUND.code, '投诉不存在']);
    const buyerOrder = await firstOrder(await token(PHONES.buyer));
    expect(await ok(h.client, 'complaint.targets', { targetType: '1' }, other)).toEqual([]);
    expect(await refused('complaint.add', { targetType: '1', orderId: buyerOrder.value, title: '别人的订单', content: '不是本企业的订单。' }, other)).toEqual([404, ERRORS.NOT_FOUND.code, '订单不存在']);
    const mine = await ok(h.client, 'complaint.page', { pageNum: 1, pageSize: 50 }, other);
    expect(mine.total).toBe(0);
    // The complained-about seller does not read the complaint either (the platform mediates).
    expect(await refused('complaint.detail', { complaintId: 'CMP-DEMO-02' }, await token(PHONES.seller))).toEqual([404, ERRORS.NOT_FOUND.code, '投诉不存在']);
  });

  it('without the permission: the platform calls for members, the complaint pages for a personal member', async () => {
    const buyer = await token(PHONES.buyer);
    for (const [key, body] of [['complaint.platPage', { pageNum: 1, pageSize: 10 }], ['complaint.accept', { complaintId: 'CMP-DEMO-01' }], ['complaint.reply', { complaintId: 'CMP-DEMO-02', replyContent: '冒充平台' }], ['complaint.close', { complaintId: 'CMP-DEMO-02', result: '冒充平台' }]] as const) {
      expect(await refused(key, body, buyer), key).toEqual([403, ERRORS.FORBIDDEN.code, ERRORS.FORBIDDEN.msg]);
    }
    const personal = await token(PHONES.personal);
    expect(await refused('complaint.page', { pageNum: 1, pageSize: 10 }, personal)).toEqual([403, ERRORS.FORBIDDEN.code, ERRORS.FORBIDDEN.msg]);
    expect(await refused('complaint.openCount', {}, personal)).toEqual([403, ERRORS.FORBIDDEN.code, ERRORS.FORBIDDEN.msg]);
    // Without a login: the token refusal.
    const anon = await h.client.call('complaint.page', { pageNum: 1, pageSize: 10 });
    expect(anon.body.code).toBe(ERRORS.TOKEN_INVALID.code);
  });
});
