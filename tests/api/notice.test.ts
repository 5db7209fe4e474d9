// Messages and notices (issue 32 item 5, spec 7's message calls): each account's marks on a notice (top,
// read status, delete) through the real server, on PGlite and PostgreSQL, with the spec's codes and
// messages for bad input, another account's and another tenant's notices, and no permission; and the
// notices the moves of issue 32 send to the party concerned (the workflow kit's listeners): a complaint
// replied and closed, a certification rejected and approved, an account audit approved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { creditCodeCheckChar } from '../../engine/validation';
import { APPLE } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';
import { uploadVoucher } from './support/payments';

let h: TestServer;
const tokens: Record<string, string> = {};
const token = async (phone: string) => (tokens[phone] ??= await h.client.token(phone));
type Notice = { id: string; title: string; content: string; readStatus: string; top: string };

beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

const call = (key: string, body: unknown, t: string) => h.client.call(key, body, { token: t });
const refused = async (key: string, body: unknown, t: string) => {
  const r = await call(key, body, t);
  return [r.status, r.body.code, r.body.msg];
};
const list = async (t: string): Promise<Notice[]> => (await ok(h.client, 'notice.page', { pageNum: 1, pageSize: 100 }, t)).records;
const unread = async (t: string): Promise<number> => (await ok(h.client, 'notice.countUnread', {}, t)).unreadCount;

describe('an account\'s marks on its notices: top, read status, delete', () => {
  it('pins a notice to the top and back; sets it read and unread; deletes it from its own list only', async () => {
    const buyer = await token(PHONES.buyer);
    const seller = await token(PHONES.seller);
    const before = await list(buyer);
    const last = before.at(-1)!;
    expect(before[0]!.id).not.toBe(last.id);
    await ok(h.client, 'notice.top', { id: last.id, top: '1' }, buyer);
    const pinned = await list(buyer);
    expect(pinned[0]).toMatchObject({ id: last.id, top: '1' });
    expect(pinned.filter((n) => n.top === '1')).toHaveLength(1);
    // Another account's list is its own.
    expect((await list(seller)).find((n) => n.id === last.id)?.top ?? '0').toBe('0');
    await ok(h.client, 'notice.top', { id: last.id, top: '0' }, buyer);
    expect((await list(buyer)).map((n) => n.id)).toEqual(before.map((n) => n.id));

    const n0 = await unread(buyer);
    const target = before.find((n) => n.readStatus === '0')!;
    await ok(h.client, 'notice.readStatus', { id: target.id, readStatus: '1' }, buyer);
    expect(await unread(buyer)).toBe(n0 - 1);
    expect((await list(buyer)).find((n) => n.id === target.id)!.readStatus).toBe('1');
    await ok(h.client, 'notice.readStatus', { id: target.id, readStatus: '0' }, buyer);
    expect(await unread(buyer)).toBe(n0);

    // N001 is a broadcast: deleted for the buyer, still there for the seller.
    await ok(h.client, 'notice.delete', { id: 'N001' }, buyer);
    expect((await list(buyer)).some((n) => n.id === 'N001')).toBe(false);
    expect((await list(seller)).some((n) => n.id === 'N001')).toBe(true);
    expect(await refused('notice.top', { id: 'N001', top: '1' }, buyer)).toEqual([404, ERRORS.NOT_FOUND.code, '消息不存在或已删除']);
  });

  it('bad input: the spec\'s code and a Chinese message, nothing changed', async () => {
    const buyer = await token(PHONES.buyer);
    const before = await list(buyer);
    const cases: [string, Record<string, unknown>, string][] = [
      ['notice.top', { id: 'N002', top: '2' }, '置顶为0（取消置顶）或1（置顶）'],
      ['notice.top', { id: 'N002' }, '请选择是否置顶'],
      ['notice.readStatus', { id: 'N002', readStatus: 'x' }, '阅读状态为0（未读）或1（已读）'],
      ['notice.delete', { id: 'N0 02' }, '消息编号不正确'],
      ['notice.delete', { id: '' }, '请选择消息'],
    ];
    for (const [key, body, msg] of cases) expect(await refused(key, body, buyer), key).toEqual([400, ERRORS.BAD_REQUEST.code, msg]);
    expect(await list(buyer)).toEqual(before);
  });

  it('another account\'s notice, another tenant\'s, and no permission', async () => {
    const seller = await token(PHONES.seller);
    // N004 is the buyer account's own.
    expect(await refused('notice.top', { id: 'N004', top: '1' }, seller)).toEqual([404, ERRORS.NOT_FOUND.code, '消息不存在或已删除']);
    expect(await refused('notice.delete', { id: 'N004' }, seller)).toEqual([404, ERRORS.NOT_FOUND.code, '消息不存在或已删除']);
    expect(await refused('notice.readStatus', { id: 'N004', readStatus: '1' }, seller)).toEqual([404, ERRORS.NOT_FOUND.code, '消息不存在或已删除']);
    const apple = await h.client.token(PHONES.buyer, APPLE).catch(() => null);
    if (apple) {
      const r = await h.client.call('notice.delete', { id: 'N004' }, { token: apple, tenant: APPLE });
      expect([r.status, r.body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    }
    const warehouse = await token('13800000005'); // 仓库人员: no header-message
    expect(await refused('notice.delete', { id: 'N002' }, warehouse)).toEqual([403, ERRORS.FORBIDDEN.code, ERRORS.FORBIDDEN.msg]);
  });
});

describe('notices sent by the moves of issue 32 to the party concerned', () => {
  it('a complaint replied and closed: the complainant enterprise\'s accounts are told, nobody else', async () => {
    const buyer = await token(PHONES.buyer);
    const admin = await token(PHONES.admin);
    const seller = await token(PHONES.seller);
    const order = (await ok(h.client, 'complaint.targets', { targetType: '1' }, buyer))[0];
    const c = await ok(h.client, 'complaint.add', { targetType: '1', orderId: order.value, title: '通知测试投诉', content: '用于检查回复通知。' }, buyer);
    const n0 = await unread(buyer);
    await ok(h.client, 'complaint.accept', { complaintId: c.complaintId }, admin);
    expect(await unread(buyer)).toBe(n0);
    await ok(h.client, 'complaint.reply', { complaintId: c.complaintId, replyContent: '平台已介入处理。' }, admin);
    expect(await unread(buyer)).toBe(n0 + 1);
    const byTitle = async (t: string, title: string) => (await list(t)).find((n) => n.title === title && n.content.includes(c.complaintNo));
    expect(await byTitle(buyer, '投诉有新回复')).toMatchObject({ content: `您的投诉“通知测试投诉”（${c.complaintNo}）平台回复：平台已介入处理。`, readStatus: '0' });
    await ok(h.client, 'complaint.close', { complaintId: c.complaintId, result: '已处理完毕。' }, admin);
    expect(await byTitle(buyer, '投诉已结案')).toMatchObject({ content: `您的投诉“通知测试投诉”（${c.complaintNo}）已结案，处理结果：已处理完毕。` });
    expect((await list(seller)).some((n) => n.content.includes(c.complaintNo))).toBe(false);
    // A refused move sends nothing.
    expect((await call('complaint.reply', { complaintId: c.complaintId, replyContent: '再回复' }, admin)).status).toBe(409);
    expect((await list(buyer)).filter((n) => n.content.includes(c.complaintNo))).toHaveLength(2);
  });

  it('a certification rejected with its reason, then approved: the enterprise is told each time', async () => {
    const owner = await token('13800000013'); // 春耕农资 (C013): not yet certified
    const admin = await token(PHONES.admin);
    const body = {
      companyNm: '春耕农资贸易有限公司', creditCode: '91370602MA3C00013' + creditCodeCheckChar('91370602MA3C00013'), legalPerson: '郑春耕', regionCode: '370602',
      address: '烟台市芝罘区南大街8号', licence: [await uploadVoucher(h, owner)],
    };
    const sent = await ok(h.client, 'certify.enterpriseSubmit', body, owner);
    await ok(h.client, 'certify.reject', { certId: sent.certId, rejectReason: '营业执照已过期' }, admin);
    const titled = async (title: string) => (await list(owner)).filter((n) => n.title === title);
    expect(await titled('企业认证被驳回')).toMatchObject([{ content: '您提交的企业认证（春耕农资贸易有限公司）被驳回，原因：营业执照已过期。请修改后重新认证。' }]);
    await ok(h.client, 'certify.enterpriseSubmit', { ...body, licence: [await uploadVoucher(h, owner)] }, owner);
    await ok(h.client, 'certify.approve', { certId: sent.certId }, admin);
    expect(await titled('企业认证已通过')).toMatchObject([{ content: '您提交的企业认证（春耕农资贸易有限公司）已通过平台审核。' }]);
  });

  it('an account audit approved: the account reads it once it can log in', async () => {
    const admin = await token(PHONES.admin);
    const page = await ok(h.client, 'approval.page', { pageNum: 1, pageSize: 10, keyword: '13800000021' }, admin);
    await ok(h.client, 'approval.approve', { accountId: page.records[0].accountId }, admin);
    const fresh = await h.client.token('13800000021');
    expect((await list(fresh)).find((n) => n.title === '账号审核已通过')).toMatchObject({ content: '您的账号已通过平台审核，欢迎使用。' });
  });

  it('the demo moves sent theirs on a fresh start (the rejected enterprise, the replied complaint, the refused join in the applicant\'s own tenant)', async () => {
    expect((await list(await token('13800000012'))).map((n) => n.title)).toContain('企业认证被驳回');
    expect((await list(await token(PHONES.buyer))).map((n) => n.title)).toContain('投诉有新回复');
    const rows = await h.db.owner.query<{ tnt_id: string; title: string }>("SELECT tnt_id, title FROM notices WHERE kind = 'platform-join' ORDER BY title");
    expect(rows.map((r) => `${r.tnt_id} ${r.title}`)).toEqual(['T1001 入驻申请已通过', 'T0000 入驻申请被驳回']);
  });
});
