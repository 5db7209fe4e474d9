// Home page calls: system messages (header-message), quick entries (home), the novice guide
// (purchase-new-guide).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';

let h: TestServer;
let buyer: string;
beforeAll(async () => {
  h = await startTestServer();
  buyer = await h.client.token('13800000003');
});
afterAll(() => h.close());

describe('system messages', () => {
  // Besides the seeded notices, the demo's moves told each enterprise what concerned it (notice/listeners.ts):
  // the buyer 丰收 (C002, A030) its enterprise and personal certification approved, a complaint replied and
  // another replied and closed (5); the seller 绿源 its two certifications approved and a complaint refused (3).
  const SENT = { buyer: 5, seller: 3 };

  it('counts unread: the tenant\'s broadcasts, the account\'s own and its enterprise\'s', async () => {
    expect((await h.client.call('notice.countUnread', {}, { token: buyer })).body.resultData).toEqual({ unreadCount: 4 + SENT.buyer });
    const seller = await h.client.token('13800000002');
    expect((await h.client.call('notice.countUnread', {}, { token: seller })).body.resultData).toEqual({ unreadCount: 3 + SENT.seller });
  });

  it('pages newest first with read status; reading one lowers the count', async () => {
    const all = (await h.client.call('notice.page', { pageNum: 1, pageSize: 20 }, { token: buyer })).body.resultData;
    expect(all.total).toBe(4 + SENT.buyer);
    const times = all.records.map((r: { txdDt: string }) => r.txdDt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.records.map((r: { id: string }) => r.id).filter((id: string) => /^N00/.test(id))).toEqual(['N004', 'N003', 'N002', 'N001']);
    expect(all.records.find((r: { id: string }) => r.id === 'N004')).toEqual({ id: 'N004', title: '采购订单待确认', txdDt: '2026-01-05 12:00:00', content: '您有一笔采购订单待卖家确认。', readStatus: '0', top: '0' });
    const p1 = (await h.client.call('notice.page', { pageNum: 1, pageSize: 3 }, { token: buyer })).body.resultData;
    const p3 = (await h.client.call('notice.page', { pageNum: 3, pageSize: 3 }, { token: buyer })).body.resultData;
    expect(p1.records.map((r: { id: string }) => r.id)).toEqual(all.records.slice(0, 3).map((r: { id: string }) => r.id));
    expect(p3.records.map((r: { id: string }) => r.id)).toEqual(all.records.slice(6, 9).map((r: { id: string }) => r.id));
    expect((await h.client.call('notice.read', { id: 'N004' }, { token: buyer })).body.code).toBe('0');
    expect((await h.client.call('notice.read', { id: 'N004' }, { token: buyer })).body.code).toBe('0');
    expect((await h.client.call('notice.countUnread', {}, { token: buyer })).body.resultData).toEqual({ unreadCount: 3 + SENT.buyer });
    const after = (await h.client.call('notice.page', { pageNum: 1, pageSize: 20 }, { token: buyer })).body.resultData;
    expect(after.records.find((r: { id: string }) => r.id === 'N004').readStatus).toBe('1');
  });

  it('another account\'s or another tenant\'s notice is not found, and nothing is written', async () => {
    await h.db.owner.query(`INSERT INTO notices (tnt_id, notice_id, account_id, title, content, txd_dt) VALUES ('T1002', 'NAPPLE', NULL, '苹果通知', '内容', now())`);
    const seller = await h.client.token('13800000002');
    expect((await h.client.call('notice.read', { id: 'N004' }, { token: seller })).status).toBe(404);
    expect((await h.client.call('notice.read', { id: 'NAPPLE' }, { token: buyer })).status).toBe(404);
    expect(await countRows(h.db, 'notice_reads', "notice_id = 'NAPPLE'")).toBe(0);
    const appleAdmin = await h.client.token('13800000001', APPLE);
    expect((await h.client.call('notice.countUnread', {}, { token: appleAdmin, tenant: APPLE })).body.resultData).toEqual({ unreadCount: 4 });
  });

  it('refuses bad paging: pageSize over 100, pageNum 0, strings', async () => {
    const big = await h.client.call('notice.page', { pageNum: 1, pageSize: 1000 }, { token: buyer });
    expect([big.status, big.body.msg]).toEqual([400, '每页条数不能大于100']);
    expect((await h.client.call('notice.page', { pageNum: 0, pageSize: 10 }, { token: buyer })).body.msg).toBe('页码不能小于1');
    expect((await h.client.call('notice.page', { pageNum: '1', pageSize: 10 }, { token: buyer })).body.msg).toBe('页码格式不正确');
    expect((await h.client.call('notice.page', {}, { token: buyer })).body.msg).toBe('请输入页码');
  });

  it('refuses expired and revoked tokens, and accounts without header-message', async () => {
    const token = (await h.client.login('13800000003')).body.resultData.tokenDTO;
    await h.client.call('acl.logout', { seqNo: token.seqNo }, { token: token.access_token });
    expect((await h.client.call('notice.countUnread', {}, { token: token.access_token })).body.code).toBe(ERRORS.TOKEN_INVALID.code);
    const warehouse = await h.client.token('13800000005');
    expect((await h.client.call('notice.page', { pageNum: 1, pageSize: 10 }, { token: warehouse })).status).toBe(403);
    expect((await h.client.call('notice.read', { id: 'N001' }, { token: warehouse })).status).toBe(403);
  });
});

describe('quick entries', () => {
  const pages = async () =>
    ((await h.client.call('user.getRsyMenu', {}, { token: buyer })).body.resultData.loginAhrBO.menus as { menuId: string; type: number }[])
      .filter((m) => m.type === 1)
      .map((m) => m.menuId);

  it('lists the seeded entries: two pages the account may open', async () => {
    const list = (await h.client.call('shortcut.shortcutMenuList', {}, { token: buyer })).body.resultData as { menuId: string }[];
    expect(list).toHaveLength(2);
    const allowed = await pages();
    for (const e of list) expect(allowed).toContain(e.menuId);
  });

  it('seeds every demo account with pages under their whole names, none a centre that opens another entry', async () => {
    // The public back office admin's second entry was 公共管理后 (公共管理后台 cut to 5 characters), a root that
    // opens 后台首页, its first entry.
    const rows = (await h.db.owner.query(
      `SELECT s.tnt_id, s.account_id, s.menu_name, m.menu_nm,
              EXISTS (SELECT 1 FROM menus c WHERE c.tnt_id = m.tnt_id AND c.parent_menu_id = m.menu_id AND c.type = 1) AS parent
         FROM shortcut_menus s JOIN menus m ON m.tnt_id = s.tnt_id AND m.menu_id = s.menu_id`,
    )) as { tnt_id: string; account_id: string; menu_name: string; menu_nm: string; parent: boolean }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.menu_name !== r.menu_nm || r.parent)).toEqual([]);
  });

  it('adds up to 4 (name 1-5 characters), refuses a fifth and a duplicate page (409)', async () => {
    const taken = ((await h.client.call('shortcut.shortcutMenuList', {}, { token: buyer })).body.resultData as { menuId: string }[]).map((e) => e.menuId);
    const free = (await pages()).filter((id) => !taken.includes(id));
    expect(free.length).toBeGreaterThanOrEqual(3);
    const a = await h.client.call('shortcut.shortcutMenuAdd', { menuName: '采购订单', menuId: free[0] }, { token: buyer });
    expect(a.body.resultData).toMatchObject({ menuName: '采购订单', menuId: free[0] });
    const dup = await h.client.call('shortcut.shortcutMenuAdd', { menuName: '订单', menuId: free[0] }, { token: buyer });
    expect([dup.status, dup.body.msg]).toEqual([409, '该页面已添加为快捷入口']);
    expect((await h.client.call('shortcut.shortcutMenuAdd', { menuName: '地址', menuId: free[1] }, { token: buyer })).body.code).toBe('0');
    const fifth = await h.client.call('shortcut.shortcutMenuAdd', { menuName: '第五个', menuId: free[2] }, { token: buyer });
    expect([fifth.status, fifth.body.code, fifth.body.msg]).toEqual([409, ERRORS.CONFLICT.code, '快捷入口最多添加4个']);
    expect(await countRows(h.db, 'shortcut_menus', "account_id = 'A030'")).toBe(4);
  });

  it('deletes, but keeps at least one (409)', async () => {
    let list = (await h.client.call('shortcut.shortcutMenuList', {}, { token: buyer })).body.resultData as { id: string }[];
    for (const e of list.slice(1)) expect((await h.client.call('shortcut.shortcutMenuDelete', { id: e.id }, { token: buyer })).body.code).toBe('0');
    list = (await h.client.call('shortcut.shortcutMenuList', {}, { token: buyer })).body.resultData;
    expect(list).toHaveLength(1);
    const last = await h.client.call('shortcut.shortcutMenuDelete', { id: list[0]!.id }, { token: buyer });
    expect([last.status, last.body.msg]).toEqual([409, '至少保留1个快捷入口']);
  });

  it('refuses bad names with the spec messages, writing nothing', async () => {
    const before = await countRows(h.db, 'shortcut_menus');
    const long = await h.client.call('shortcut.shortcutMenuAdd', { menuName: '六个字的名称', menuId: 'm_MyCenter' }, { token: buyer });
    expect([long.status, long.body.msg]).toEqual([400, '入口名称1-5个字']);
    expect((await h.client.call('shortcut.shortcutMenuAdd', { menuId: 'm_MyCenter' }, { token: buyer })).body.msg).toBe('请输入快捷入口名称');
    expect((await h.client.call('shortcut.shortcutMenuAdd', { menuName: '中心' }, { token: buyer })).body.msg).toBe('请选择链接页面');
    expect((await h.client.call('shortcut.shortcutMenuAdd', { menuName: '', menuId: 'm_MyCenter' }, { token: buyer })).body.msg).toBe('请输入快捷入口名称');
    expect((await h.client.call('shortcut.shortcutMenuAdd', { menuName: '   ', menuId: 'm_MyCenter' }, { token: buyer })).body.msg).toBe('入口名称1-5个字');
    expect(await countRows(h.db, 'shortcut_menus')).toBe(before);
  });

  it('refuses a page the account may not open, another account\'s entry, and accounts without home', async () => {
    const stock = await h.client.call('shortcut.shortcutMenuAdd', { menuName: '库存', menuId: 'm_Storehouse' }, { token: buyer });
    expect([stock.status, stock.body.msg]).toEqual([404, '链接页面不存在或无权访问']);
    const seller = await h.client.token('13800000002');
    const sellerEntry = (await h.client.call('shortcut.shortcutMenuList', {}, { token: seller })).body.resultData[0];
    expect((await h.client.call('shortcut.shortcutMenuDelete', { id: sellerEntry.id }, { token: buyer })).status).toBe(404);
    const farmer = await h.client.token('13800000006');
    expect((await h.client.call('shortcut.shortcutMenuList', {}, { token: farmer })).status).toBe(403);
  });
});

describe('novice guide', () => {
  it('shows by default (1); saving 0 hides it; saving 1 shows it again', async () => {
    expect((await h.client.call('guide.queryNoviceGuide', {}, { token: buyer })).body.resultData).toBe(1);
    expect((await h.client.call('guide.saveNoviceGuide', { flag: 0 }, { token: buyer })).body).toEqual({ code: '0', msg: '操作成功', resultData: null });
    expect((await h.client.call('guide.queryNoviceGuide', {}, { token: buyer })).body.resultData).toBe(0);
    await h.client.call('guide.saveNoviceGuide', { flag: 1 }, { token: buyer });
    expect((await h.client.call('guide.queryNoviceGuide', {}, { token: buyer })).body.resultData).toBe(1);
  });

  it('refuses a bad flag and accounts without purchase-new-guide', async () => {
    const bad = await h.client.call('guide.saveNoviceGuide', { flag: 2 }, { token: buyer });
    expect([bad.status, bad.body.msg]).toEqual([400, '引导标记的取值不在可选范围内']);
    expect((await h.client.call('guide.saveNoviceGuide', {}, { token: buyer })).body.msg).toBe('请选择引导标记');
    const seller = await h.client.token('13800000002');
    expect((await h.client.call('guide.queryNoviceGuide', {}, { token: seller })).status).toBe(403);
    expect(await countRows(h.db, 'novice_guides', "account_id = 'A020'")).toBe(0);
  });
});
