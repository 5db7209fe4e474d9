// Tenant customisation (issue 33 items 1-3), through the real server on the prepared demo database, on
// PGlite and PostgreSQL: page settings and function settings (saved as the tenant's page and platform
// parameters the tenant calls answer, each change recorded with who and when), screen patches (checked,
// versioned, diffed, rolled back; the server's request rules unchanged by them), each call refused to an
// account without its permission and blind to another tenant's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';
import { uploadVoucher } from './support/payments';

let h: TestServer;
let admin: string;
let seller: string;
beforeAll(async () => {
  h = await startTestServer();
  admin = await h.client.token(PHONES.admin);
  seller = await h.client.token(PHONES.seller);
});
afterAll(() => h.close());

const call = (key: string, body: unknown, t: string) => h.client.call(key, body, { token: t });
const refused = async (key: string, body: unknown, t: string) => {
  const r = await call(key, body, t);
  return [r.status, r.body.code, r.body.msg];
};
const pageBody = (over: Record<string, unknown> = {}) => ({
  skin: 'orange', skinColour: '', font: 'Microsoft YaHei', systemName: '绿野农业交易平台', introduction: '产地直采、品质溯源', menuOrder: [], logo: [], loginBg: [], ...over,
});
const funcBody = (over: Record<string, unknown> = {}) => ({
  disabled: [], ENT_REAL_AUTH: '1', PERSON_REAL_AUTH: '1', USR00100101: '0', USR00600302: '0', NEED_WMS: '0', WMS_MANAGE_MODE: '0', TNT_DOWNSELF_ITEM: '1', ...over,
});

describe('page settings (tntcfg.pageSetting, tntcfg.savePageSetting)', () => {
  it('reads the seeded look: skin, font, logo and background, the system name, the header menus to order', async () => {
    const s = await ok(h.client, 'tntcfg.pageSetting', {}, admin);
    expect(s).toMatchObject({ skin: 'blue', skinColour: '', font: 'PingFang SC', systemName: expect.any(String), menuOrder: [] });
    expect(s.logo).toEqual([{ id: 'current', name: '平台标识', url: '/scprmall/brand/agri-logo.svg' }]);
    expect(s.menus.map((m: { value: string }) => m.value)).toEqual(expect.arrayContaining(['Seller', 'Buyer', 'User']));
  });

  it('saves: the tenant page config answers the new look to everyone, and the change is recorded with who and when', async () => {
    const menus = (await ok(h.client, 'tntcfg.pageSetting', {}, admin)).menus.map((m: { value: string }) => m.value);
    const order = [menus.at(-1), menus[0]];
    const saved = await ok(h.client, 'tntcfg.savePageSetting', pageBody({ menuOrder: order, logo: (await ok(h.client, 'tntcfg.pageSetting', {}, admin)).logo }), admin);
    expect(saved).toMatchObject({ skin: 'orange', font: 'Microsoft YaHei', systemName: '绿野农业交易平台', menuOrder: order, changedBy: '平台管理员' });
    // Anyone (no token) reads it where the app reads its page config.
    const info = await h.client.call('tenant.getTntInfoByServerName', { tntId: 'T1001', idytpCd: 'AGRI' });
    expect(info.body.resultData.configRespDTO.infoRespDTO).toMatchObject({ systemName: '绿野农业交易平台', introduction: '产地直采、品质溯源' });
    const params = Object.fromEntries(info.body.resultData.configRespDTO.pageRespDTO.map((p: { paramNo: string; paramValue: string }) => [p.paramNo, p.paramValue]));
    expect(params).toMatchObject({ TNT_CST_SKIN: 'orange', TNT_CST_FONT: 'Microsoft YaHei', TNT_CST_MENU_ORDER: order.join(','), TNT_CST_BACKGROUND: '' });
    const changes = await ok(h.client, 'tntcfg.changes', { pageNum: 1, pageSize: 10, area: 'page' }, admin);
    expect(changes.records[0]).toMatchObject({ area: 'page', actorNm: '平台管理员', summary: expect.stringContaining('系统名称') });
    expect(changes.records[0].summary).toContain('皮肤：蓝色 → 橙色');
  });

  it('a tenant colour of its own, and an uploaded logo of this tenant', async () => {
    const logo = await uploadVoucher(h, admin);
    const saved = await ok(h.client, 'tntcfg.savePageSetting', pageBody({ skin: 'custom', skinColour: '#3A7BD5', logo: [logo] }), admin);
    expect(saved).toMatchObject({ skin: 'custom', skinColour: '#3a7bd5', logo: [{ url: logo.url }] });
  });

  it('refuses bad input with the field\'s Chinese message and writes nothing', async () => {
    const before = await countRows(h.db, 'tenant_setting_changes');
    expect(await refused('tntcfg.savePageSetting', pageBody({ skin: 'purple' }), admin)).toEqual([400, ERRORS.BAD_REQUEST.code, '请选择皮肤']);
    expect((await refused('tntcfg.savePageSetting', pageBody({ skin: 'custom', skinColour: '' }), admin))[2]).toBe('请输入自定义主题色');
    expect((await refused('tntcfg.savePageSetting', pageBody({ skin: 'custom', skinColour: 'red' }), admin))[2]).toBe('自定义主题色格式为#加6位十六进制数，如#3a7bd5');
    expect((await refused('tntcfg.savePageSetting', pageBody({ systemName: '' }), admin))[2]).toBe('请输入系统名称');
    expect((await refused('tntcfg.savePageSetting', pageBody({ systemName: '名'.repeat(31) }), admin))[2]).toBe('系统名称不能超过30个字');
    expect((await refused('tntcfg.savePageSetting', pageBody({ menuOrder: ['Nowhere'] }), admin))[2]).toBe('菜单「Nowhere」不存在');
    expect((await refused('tntcfg.savePageSetting', pageBody({ logo: [{ id: 'x1', name: 'a.png', url: 'https://evil.example/a.png' }] }), admin))[2]).toBe('平台标识文件不存在或无权使用，请重新上传');
    expect((await refused('tntcfg.savePageSetting', pageBody({ font: 'Comic Sans' }), admin))[2]).toBe('请选择字体');
    expect((await refused('tntcfg.savePageSetting', { ...pageBody(), extra: 1 }, admin))[0]).toBe(400);
    expect(await countRows(h.db, 'tenant_setting_changes')).toBe(before);
  });

  it('is the tenant admin\'s only: a seller is refused, another tenant\'s admin sees and changes only its own', async () => {
    expect((await refused('tntcfg.pageSetting', {}, seller))[0]).toBe(403);
    expect((await refused('tntcfg.savePageSetting', pageBody(), seller))[0]).toBe(403);
    expect((await refused('tntcfg.changes', { pageNum: 1, pageSize: 10 }, seller))[0]).toBe(403);
    const apple = await h.client.token(PHONES.admin, APPLE);
    const appleView = await h.client.call('tntcfg.pageSetting', {}, { token: apple, tenant: APPLE });
    expect(appleView.body.resultData).toMatchObject({ skin: 'orange', systemName: expect.not.stringContaining('绿野') });
    const appleChanges = await h.client.call('tntcfg.changes', { pageNum: 1, pageSize: 10 }, { token: apple, tenant: APPLE });
    expect(appleChanges.body.resultData.total).toBe(0);
    // A token of the demo tenant is not a token of APPLE.
    expect((await h.client.call('tntcfg.pageSetting', {}, { token: admin, tenant: APPLE })).status).toBe(401);
  });
});

describe('function settings (tntcfg.funcSetting, tntcfg.saveFuncSetting)', () => {
  it('reads the parameters and what may be disabled, by name and Chinese label', async () => {
    const s = await ok(h.client, 'tntcfg.funcSetting', {}, admin);
    expect(s).toMatchObject({ disabled: [], ENT_REAL_AUTH: '1', NEED_WMS: '0', TNT_DOWNSELF_ITEM: '1' });
    expect(s.features).toEqual(expect.arrayContaining([{ value: 'complain', label: expect.stringContaining('投诉中心') }, { value: 'menu-wdyj', label: '我的意见' }]));
  });

  it('saves: the disable list and the platform parameters the tenant calls answer change at once, recorded', async () => {
    await ok(h.client, 'tntcfg.saveFuncSetting', funcBody({ disabled: ['complain', 'commodity-delete'], NEED_WMS: '1' }), admin);
    const contor = await h.client.call('tenant.queryContorValue', { tntId: 'T1001', idytpCd: 'AGRI' });
    expect(contor.body.resultData).toEqual({ contorValue: 'complain,commodity-delete' });
    const wms = await h.client.call('tenant.queryPlatformParam', { tntid: 'T1001', idytpCd: 'AGRI', paramNo: 'NEED_WMS' });
    expect(wms.body.resultData).toEqual([{ paramNo: 'NEED_WMS', paramValue: '1' }]);
    const changes = await ok(h.client, 'tntcfg.changes', { pageNum: 1, pageSize: 10, area: 'function' }, admin);
    expect(changes.records[0]).toMatchObject({ actorNm: '平台管理员', summary: expect.stringContaining('仓储中心：0 → 1') });
    expect(changes.records[0].summary).toContain('禁用功能');
    // As the form sends it when every box is unticked: no list at all, which enables everything again.
    const { disabled: _none, ...noList } = funcBody();
    await ok(h.client, 'tntcfg.saveFuncSetting', noList, admin);
    expect((await h.client.call('tenant.queryContorValue', { tntId: 'T1001', idytpCd: 'AGRI' })).body.resultData).toEqual({ contorValue: '' });
  });

  it('refuses unknown features, bad values and non-admins, writing nothing', async () => {
    const before = await countRows(h.db, 'tenant_setting_changes');
    expect((await refused('tntcfg.saveFuncSetting', funcBody({ disabled: ['nothing-here'] }), admin))[2]).toBe('功能「nothing-here」不存在');
    expect((await refused('tntcfg.saveFuncSetting', funcBody({ NEED_WMS: '2' }), admin))[0]).toBe(400);
    expect((await refused('tntcfg.saveFuncSetting', funcBody({ disabled: ['a,b'] }), admin))[0]).toBe(400);
    expect((await refused('tntcfg.saveFuncSetting', funcBody(), seller))[0]).toBe(403);
    expect((await refused('tntcfg.funcSetting', {}, seller))[0]).toBe(403);
    expect(await countRows(h.db, 'tenant_setting_changes')).toBe(before);
  });
});

describe('screen patches', () => {
  const hideCategory = { items: [{ at: 'columns/categoryNm', hidden: true }, { at: 'columns/itemNm', label: '品名' }, { at: '', pageSize: 20 }], order: [{ at: 'columns', ids: ['itemNm', 'picture'] }] };

  it('lists the tenant\'s screens with their versions; the demo tenant has two versions of 认证审核', async () => {
    const page = await ok(h.client, 'tntcfg.patchScreens', { pageNum: 1, pageSize: 10, keyword: '认证审核' }, admin);
    expect(page.records).toEqual([expect.objectContaining({ screen: 'CompanyCert', version: 2, actorNm: '平台管理员' })]);
    const versions = await ok(h.client, 'tntcfg.patchVersions', { screen: 'CompanyCert', pageNum: 1, pageSize: 10 }, admin);
    expect(versions).toMatchObject({ total: 2, current: 2 });
    expect(versions.records.map((r: { version: number; current: boolean }) => [r.version, r.current])).toEqual([[2, true], [1, false]]);
  });

  it('saves a patch as a new version with who and when, diffs two versions, rolls back as a new version', async () => {
    const v1 = await ok(h.client, 'tntcfg.savePatch', { screen: 'CommodityList', patch: hideCategory, note: '隐藏分类列', baseVersion: 0 }, admin);
    expect(v1).toMatchObject({ screen: 'CommodityList', version: 1, note: '隐藏分类列', actorNm: '平台管理员', current: true, changes: 4 });
    const v2 = await ok(h.client, 'tntcfg.savePatch', { screen: 'CommodityList', patch: { items: [{ at: 'columns/itemNm', label: '商品' }] }, baseVersion: 1 }, admin);
    expect(v2.version).toBe(2);
    const diff = await ok(h.client, 'tntcfg.patchDiff', { screen: 'CommodityList', fromVersion: 1, version: 2 }, admin);
    expect(diff).toEqual(expect.arrayContaining([
      expect.objectContaining({ at: 'columns/categoryNm', propertyNm: '隐藏', before: '是', after: '' }),
      expect.objectContaining({ at: 'columns/itemNm', propertyNm: '显示名称', before: '品名', after: '商品' }),
      expect.objectContaining({ at: '', propertyNm: '每页条数', before: '20', after: '' }),
    ]));
    const back = await ok(h.client, 'tntcfg.rollbackPatch', { screen: 'CommodityList', version: 1, baseVersion: 2 }, admin);
    expect(back).toMatchObject({ version: 3, rollbackOf: 1, current: true, note: '回滚到版本1' });
    const v3 = await ok(h.client, 'tntcfg.patchVersion', { screen: 'CommodityList', version: 3 }, admin);
    const v1again = await ok(h.client, 'tntcfg.patchVersion', { screen: 'CommodityList', version: 1 }, admin);
    expect(v3.patch).toEqual(v1again.patch);
    expect(await ok(h.client, 'tntcfg.patchDiff', { screen: 'CommodityList', fromVersion: 1, version: 3 }, admin)).toEqual([]);
    // What every user's app applies.
    const active = await ok(h.client, 'tntcfg.activePatches', {}, seller);
    expect(active).toEqual(expect.arrayContaining([{ screen: 'CommodityList', version: 3, patch: v1again.patch }]));
    // Back to the screen as shipped (version 0), again as a new version.
    const none = await ok(h.client, 'tntcfg.rollbackPatch', { screen: 'CommodityList', version: 0, baseVersion: 3 }, admin);
    expect(none).toMatchObject({ version: 4, rollbackOf: 0, changes: 0 });
    expect((await ok(h.client, 'tntcfg.activePatches', {}, seller)).map((r: { screen: string }) => r.screen)).not.toContain('CommodityList');
  });

  it('refuses a save made from an older version (someone saved first), and two saves at once make one version', async () => {
    const cur = (await ok(h.client, 'tntcfg.patchVersions', { screen: 'CommodityUnit', pageNum: 1, pageSize: 10 }, admin)).current;
    const send = () => call('tntcfg.savePatch', { screen: 'CommodityUnit', patch: { items: [{ at: '', pageSize: 50 }] }, baseVersion: cur }, admin);
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.filter((a) => a.body.code === '0')).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== '0')) expect([a.status, a.body.msg]).toEqual([409, '页面定制已被他人修改，请刷新后重试']);
    expect(await countRows(h.db, 'screen_patch_versions', "screen = 'CommodityUnit'")).toBe(cur + 1);
  });

  it('checks a patch before saving it: a clear Chinese message naming the element, and nothing written', async () => {
    const before = await countRows(h.db, 'screen_patch_versions');
    const bad = async (patch: unknown, screen = 'CommodityList') => (await refused('tntcfg.savePatch', { screen, patch, baseVersion: 0 }, admin)).slice(0, 3);
    expect(await bad({ items: [{ at: 'columns/nothing', hidden: true }] })).toEqual([400, ERRORS.BAD_REQUEST.code, '页面元素「columns/nothing」不存在，请刷新后重试']);
    expect((await bad({ items: [{ at: '', pageSize: 30 }] }))[0]).toBe(400);
    expect((await bad({ items: [{ at: 'columns/minPrice', required: true }] }))[2]).toBe('「价格(元)」不是表单字段，不能设置必填或默认值');
    expect((await bad({ items: [{ at: 'columns/itemNm', label: '   ' }] }))[2]).toBe('「商品名称」的显示名称不能为空');
    expect((await bad({ order: [{ at: 'columns', ids: ['itemNm', 'itemNm'] }] }))[2]).toBe('顺序中「itemNm」重复');
    // A form: a field the screen requires cannot be hidden; a default must fit the field's rule.
    expect((await bad({ items: [{ at: 'layout/sections/basic/fields/itemNm', hidden: true }] }, 'CommodityAdd'))[2]).toBe('「商品名称」为必填字段，不能隐藏');
    expect((await bad({ items: [{ at: 'layout/sections/basic/fields/brand', defaultValue: 'x'.repeat(120) }] }, 'CommodityAdd'))[2]).toMatch(/^「品牌」的默认值不能超过\d+个字$/);
    expect((await bad({ items: [{ at: 'layout/sections/basic/fields/brand', defaultValue: '= session.phone' }] }, 'CommodityAdd'))[2]).toBe('「品牌」的默认值不能以=开头');
    expect((await refused('tntcfg.savePatch', { screen: 'NoSuchScreen', patch: {}, baseVersion: 0 }, admin)).slice(0, 1)).toEqual([404]);
    expect((await refused('tntcfg.patchCheck', { screen: 'CommodityList', patch: { items: [{ at: 'columns/itemNm', access: { permission: 'x' } }] } }, admin))[0]).toBe(400);
    expect(await countRows(h.db, 'screen_patch_versions')).toBe(before);
    expect(await ok(h.client, 'tntcfg.patchCheck', { screen: 'CommodityList', patch: hideCategory }, admin)).toEqual({ ok: true });
  });

  it('gives each role\'s rights for the preview: the seller admin holds the goods list, the buyer admin does not', async () => {
    const roles = await ok(h.client, 'tntcfg.previewRoles', {}, admin);
    const sellerRole = roles.find((r: { roleId: string }) => r.roleId === 'R03');
    const buyerRole = roles.find((r: { roleId: string }) => r.roleId === 'R04');
    expect(sellerRole.authority).toContain('CommodityList');
    expect(sellerRole.buttons).toContain('commodity-delete');
    expect(buyerRole.authority).not.toContain('CommodityList');
  });

  it('is the tenant admin\'s only; another tenant sees none of this tenant\'s versions', async () => {
    for (const [key, body] of [
      ['tntcfg.patchScreens', { pageNum: 1, pageSize: 10 }],
      ['tntcfg.patchVersions', { screen: 'CompanyCert', pageNum: 1, pageSize: 10 }],
      ['tntcfg.patchVersion', { screen: 'CompanyCert', version: 1 }],
      ['tntcfg.savePatch', { screen: 'CompanyCert', patch: {}, baseVersion: 2 }],
      ['tntcfg.rollbackPatch', { screen: 'CompanyCert', version: 1, baseVersion: 2 }],
      ['tntcfg.patchDiff', { screen: 'CompanyCert', fromVersion: 1, version: 2 }],
      ['tntcfg.patchCheck', { screen: 'CompanyCert', patch: {} }],
      ['tntcfg.previewRoles', {}],
    ] as const) expect((await refused(key, body, seller))[0], key).toBe(403);
    const apple = await h.client.token(PHONES.admin, APPLE);
    const v = await h.client.call('tntcfg.patchVersions', { screen: 'CompanyCert', pageNum: 1, pageSize: 10 }, { token: apple, tenant: APPLE });
    expect(v.body.resultData).toMatchObject({ total: 0, current: 0 });
    expect((await h.client.call('tntcfg.patchVersion', { screen: 'CompanyCert', version: 1 }, { token: apple, tenant: APPLE })).status).toBe(404);
    expect((await h.client.call('tntcfg.activePatches', {}, { token: apple, tenant: APPLE })).body.resultData).toEqual([]);
  });

  it('never loosens the server: a field made optional on screen is still required by its call', async () => {
    const unitNm = 'dialogs/UnitAdd/body/layout/sections/section0/fields/unitNm';
    const cur = (await ok(h.client, 'tntcfg.patchVersions', { screen: 'CommodityUnit', pageNum: 1, pageSize: 10 }, admin)).current;
    await ok(h.client, 'tntcfg.savePatch', { screen: 'CommodityUnit', patch: { items: [{ at: unitNm, required: false, label: '单位' }] }, baseVersion: cur }, admin);
    const r = await call('item.unitAdd', { remark: '无名称' }, seller);
    expect([r.status, r.body.msg]).toEqual([400, '请输入单位名称']);
    expect(await countRows(h.db, 'item_units', "remark = '无名称'")).toBe(0);
  });
});
