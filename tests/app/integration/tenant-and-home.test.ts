// @vitest-environment node
// The session's tenant and home-page data through the real client against the real server (spec 3, 4,
// 6, 7): tenant info for guests and the guest guard, page config, disabled list and tag, platform
// parameters, code list, malls and footers, notices and the unread count, quick entries with their
// limits, the novice guide and the approve mark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../api/catalogue';
import { KEYS, UNIFY_TENANT } from '../../../api/client';
import {
  canAtom,
  ensurePageConfig,
  loadApproveMark,
  loadCodeValues,
  loadLoggedInFlags,
  loadMallFooter,
  loadMallList,
  loadTenantInfo,
  loadUnread,
  openGuideIfDue,
} from '../../../src/app';
import { runGuard } from '../../../src/routing';
import {
  approveMarkAtom,
  codeValueMapAtom,
  disabledListAtom,
  generalLoginAtom,
  globalPageConfigAtom,
  guideAtom,
  mallListAtom,
  permissionListAtom,
  realAuthFlagsAtom,
  tenantListAtom,
  tenantNameAtom,
  tenantTagAtom,
  themeAtom,
  unreadCountAtom,
  visibleMalls,
} from '../../../src/session';
import { APPLE, DEMO, liveApp, logIn, PHONE, startLive, type Live, type LiveApp } from './support/live';

let live: Live;
beforeAll(async () => {
  live = await startLive();
});
afterAll(() => live.close());

const caller = (la: LiveApp) => la.app.client.call.bind(la.app.client) as Parameters<typeof loadUnread>[1];
const TCM = { tntId: 'T1003', idytpCd: 'TCM' } as const;

describe('guests: tenant info, page config, disabled list and tag (spec 4 and 7)', () => {
  it('no tenant anywhere: the tenants to choose from, and the guard sends to tenant selection', async () => {
    const la = liveApp(live);
    const info = await loadTenantInfo(la.app.store, caller(la), UNIFY_TENANT.tntId);
    expect(info.hasConfig).toBe(false);
    expect(la.app.store.get(tenantListAtom)).toEqual([
      { tntId: 'T1001', idytpCd: 'AGRI', industryName: '农业产业', tntName: '农业产业示范平台' },
      { tntId: 'T1002', idytpCd: 'APPLE', industryName: '苹果产业', tntName: '苹果产业平台' },
      { tntId: 'T1003', idytpCd: 'TCM', industryName: '中药材产业', tntName: '中药材产业平台' },
    ]);
    expect(await runGuard(liveApp(live).app.guard, '/login', {})).toBe('/setTntid');
  });

  it('the APPLE tenant from the page address: its config, theme, register modules, disabled list and tag; off to Login', async () => {
    const la = liveApp(live);
    expect(await runGuard(la.app.guard, '/seller/sale-order', APPLE)).toBe('/login?tntId=T1002&idytpCd=APPLE&redirect=%2Fseller%2Fsale-order');
    const s = la.app.store;
    expect(s.get(globalPageConfigAtom)).toMatchObject({
      systemName: '苹果产业交易平台', introduction: '苹果产地直供、仓储与交易服务。', theme: 'orange', font: 'PingFang SC',
      logo: '/scprmall/brand/apple-logo.svg', loginBg: '/scprmall/brand/apple-login-bg.jpg', tntId: 'T1002', idytpCd: 'APPLE', hostLevel: '1', indexType: '2',
    });
    expect(s.get(globalPageConfigAtom)?.registerModules).toContainEqual({ paramNo: 'REGISTER_MOBILE', paramValue: '1' });
    expect(s.get(themeAtom)).toBe('orange');
    expect(s.get(tenantNameAtom)).toBe('苹果产业平台');
    expect(s.get(disabledListAtom)).toEqual(['complain', 'menu-wdyj']);
    expect(s.get(tenantTagAtom)).toBe('APPLE');
    expect(la.toastCalls()).toEqual([]);
  });

  it('the unified tenant: only its login pages, the rest goes to the unify login', async () => {
    const la = liveApp(live);
    expect(await runGuard(la.app.guard, '/seller/sale-order', UNIFY_TENANT)).toBe('/unify/login');
    expect(la.app.store.get(disabledListAtom)).toEqual([]);
  });
});

describe('logged in: page config, flags, disabled list (spec 3, 4, 6, 9)', () => {
  it('the CHINESE_MEDICINE tenant admin: page config fetched, green theme, tag, flags; Home goes to MyCenter', async () => {
    const la = liveApp(live);
    await logIn(la, PHONE.tenantAdmin, TCM);
    const s = la.app.store;
    await ensurePageConfig(s, caller(la), UNIFY_TENANT.tntId);
    expect(s.get(globalPageConfigAtom)).toMatchObject({ systemName: '中药材产业交易平台', introduction: '道地药材溯源、收购与交易服务。', theme: 'green' });
    expect(s.get(tenantNameAtom)).toBe('中药材产业平台');
    expect(s.get(tenantTagAtom)).toBe('CHINESE_MEDICINE');
    await loadLoggedInFlags(s, caller(la));
    expect(s.get(realAuthFlagsAtom)).toEqual({ ENT_REAL_AUTH: true, PERSON_REAL_AUTH: true, NEED_AUDIT_REGISTER: false, NEED_AUDIT_ADD_COUSTOMER: false, NEED_AUDIT_ADMIN: true });
    expect(s.get(generalLoginAtom)).toBe(false);
    expect(await runGuard(la.app.guard, '/home', TCM)).toBe('/user/my-center');
  });

  it('the APPLE tenant: register audit on; the disabled list hides complain from the admin who holds it', async () => {
    const la = liveApp(live);
    await logIn(la, PHONE.tenantAdmin, APPLE);
    const s = la.app.store;
    await loadLoggedInFlags(s, caller(la));
    expect(s.get(realAuthFlagsAtom).NEED_AUDIT_REGISTER).toBe(true);
    expect(s.get(generalLoginAtom)).toBe(true);
    expect(s.get(permissionListAtom).map((p) => p.menuPath)).toContain('complain');
    expect(s.get(canAtom)('complain')).toBe(false);
    expect(s.get(canAtom)('home')).toBe(true);
  });
});

describe('code list and malls (spec 3, 6, 7)', () => {
  it('the code-value map: code type to {value, label}', async () => {
    const la = liveApp(live);
    await la.app.guard.seedTenant(DEMO);
    await loadCodeValues(la.app.store, caller(la));
    const map = la.app.store.get(codeValueMapAtom);
    expect(map.AUTH_STATUS).toEqual([
      { value: '1', label: '未认证' },
      { value: '2', label: '认证审核中' },
      { value: '3', label: '已认证' },
      { value: '4', label: '认证驳回' },
    ]);
    expect(Object.keys(map)).toContain('PAY_TYPE');
  });

  it('the mall list is cached (ALL_MALL_LIST); enterprises see open enterprise malls, persons the retail mall', async () => {
    const la = liveApp(live);
    await la.app.guard.seedTenant(DEMO);
    const malls = await loadMallList(la.app.store, caller(la));
    expect(malls.map((m) => [m.id, m.mallNm, m.mallType, m.mallStatus])).toEqual([
      ['M01', '农产品零售商城', '1', '1'],
      ['M02', '企业采购商城', '2', '1'],
      ['M03', '产地直供商城', '5', '0'],
    ]);
    expect(la.app.store.get(mallListAtom)).toEqual(malls);
    expect(visibleMalls(malls, 2).map((m) => m.id)).toEqual(['M02']);
    expect(visibleMalls(malls, 1).map((m) => m.id)).toEqual(['M01']);
  });

  it('the footer of a mall; a mall without one is silently ignored (spec 8)', async () => {
    const la = liveApp(live);
    await la.app.guard.seedTenant(DEMO);
    expect(await loadMallFooter(caller(la), 'M01')).toEqual({
      mallId: 'M01', cooperationPhone: '400-800-2026', cooperationEmail: 'service@agri.example.cn',
      friendshipLink: '农业农村部,全国农产品商务信息公共服务平台', partners: '绿源农业,丰收合作社,安达物流',
      otherContent: '农业产业交易平台：农产品零售商城', copyright: '© 2026 农业产业示范平台 版权所有',
    });
    expect(await loadMallFooter(caller(la), 'M03')).toBeNull();
    expect(la.toastCalls()).toEqual([]);
  });
});

describe('system messages (spec 2.11, 4, 7)', () => {
  it('the unread count, the drawer page, and reading one lowers the count', async () => {
    const la = liveApp(live);
    await logIn(la, PHONE.buyer);
    const s = la.app.store;
    await loadUnread(s, caller(la));
    // The four seeded notices and those the demo documents' moves sent to the buyer (issue 32's notices).
    expect(s.get(unreadCountAtom)).toBe(9);
    const page = await la.app.client.call(KEYS.noticePage, { pageNum: 1, pageSize: 10 });
    expect(page.total).toBe(9);
    expect(page.records.find((r) => r.id === 'N004')).toMatchObject({ title: '采购订单待确认', txdDt: '2026-01-05 12:00:00', content: '您有一笔采购订单待卖家确认。', readStatus: '0' });
    await la.app.client.call(KEYS.noticeRead, { id: 'N004' });
    await loadUnread(s, caller(la));
    expect(s.get(unreadCountAtom)).toBe(8);
    expect(la.toastCalls()).toEqual([]);
  });
});

describe('quick entries (spec 2.12, 5, 9)', () => {
  const list = (la: LiveApp) => la.app.client.call(KEYS.shortcutList, {});

  it('add up to 4, not a fifth; delete down to 1, not the last; each refusal a 2 s toast with the rule', async () => {
    const la = liveApp(live);
    const login = await logIn(la, PHONE.buyer);
    const seeded = await list(la);
    expect(seeded).toHaveLength(2);
    const pages = login.loginAhrBO.menus.filter((m) => m.type === 1 && !seeded.some((e) => e.menuId === m.menuId)).map((m) => m.menuId);

    const added = await la.app.client.call(KEYS.shortcutAdd, { menuName: '采购订单', menuId: pages[0]! });
    expect(added).toMatchObject({ menuName: '采购订单', menuId: pages[0]! });
    await la.app.client.call(KEYS.shortcutAdd, { menuName: '地址', menuId: pages[1]! });
    expect(await list(la)).toHaveLength(4);
    await expect(la.app.client.call(KEYS.shortcutAdd, { menuName: '第五个', menuId: pages[2]! })).rejects.toMatchObject({ code: ERRORS.CONFLICT.code });
    await expect(la.app.client.call(KEYS.shortcutAdd, { menuName: '六个字的名称', menuId: pages[2]! })).rejects.toMatchObject({ code: ERRORS.BAD_REQUEST.code });
    expect(la.toastCalls()).toEqual([
      ['快捷入口最多添加4个', { type: 'error', durationMs: 2000 }],
      ['入口名称1-5个字', { type: 'error', durationMs: 2000 }],
    ]);

    for (const e of (await list(la)).slice(1)) await la.app.client.call(KEYS.shortcutDelete, { id: e.id });
    const [last] = await list(la);
    await expect(la.app.client.call(KEYS.shortcutDelete, { id: last!.id })).rejects.toMatchObject({ code: ERRORS.CONFLICT.code });
    expect(la.toastCalls().at(-1)).toEqual(['至少保留1个快捷入口', { type: 'error', durationMs: 2000 }]);
    expect(await list(la)).toHaveLength(1);
  });
});

describe('novice guide (spec 2.11, 7)', () => {
  it('a buyer with the guide permission: it opens when the server says 1; saving 0 keeps it closed', async () => {
    const la = liveApp(live);
    await logIn(la, PHONE.buyer);
    const s = la.app.store;
    expect(s.get(canAtom)('purchase-new-guide')).toBe(true);
    expect(await openGuideIfDue(s, caller(la))).toBe(true);
    expect(s.get(guideAtom).buyGuide.pop).toBe(true);
    await la.app.client.call(KEYS.saveNoviceGuide, { flag: 0 });
    s.set(guideAtom, { ...s.get(guideAtom), buyGuide: { ...s.get(guideAtom).buyGuide, pop: false } });
    expect(await openGuideIfDue(s, caller(la))).toBe(false);
    expect(s.get(guideAtom).buyGuide.pop).toBe(false);
    await la.app.client.call(KEYS.saveNoviceGuide, { flag: 1 });
  });

  it('a seller lacks the permission: the shell does not ask, and the server would refuse (403)', async () => {
    const la = liveApp(live);
    await logIn(la, PHONE.seller);
    expect(la.app.store.get(canAtom)('purchase-new-guide')).toBe(false);
    expect(await openGuideIfDue(la.app.store, caller(la))).toBe(false);
    expect(la.toastCalls()).toEqual([[ERRORS.FORBIDDEN.msg, { type: 'error', durationMs: 2000 }]]);
    expect(la.app.store.get(guideAtom).buyGuide.pop).toBe(false);
  });
});

describe('approve mark (spec 6, 7)', () => {
  it('pending after a registration that waits for audit (APPLE), for the tenant admin only', async () => {
    const phone = '13966660001';
    const guest = liveApp(live);
    await guest.app.guard.seedTenant(APPLE);
    const { captchaId } = await guest.app.client.call(KEYS.captchaPin, {});
    const { digest } = await import('../../../api/server/core');
    const [row] = await live.server.db.owner.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE captcha_id = $1', [captchaId]);
    const captchaCode = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')).find((g) => digest(APPLE.tntId, captchaId, g) === row!.answer_hash)!;
    // The captcha opens the SMS send and is then consumed by the registration.
    await guest.app.client.call(KEYS.sendVerifiedCode, { opeType: '1', phone, captchaId, captchaCode });
    const reg = await guest.app.client.call(KEYS.registerByMobile, { phone, smsCode: live.server.smsCode(phone), password: 'Abc12345', captchaId, captchaCode });
    expect(reg).toMatchObject({ status: '0' });
    // The waiting account cannot log in yet.
    await expect(guest.app.client.call(KEYS.login, { phone, password: 'Abc12345' })).rejects.toMatchObject({ code: ERRORS.ACCOUNT_PENDING.code });

    const admin = liveApp(live);
    await logIn(admin, PHONE.tenantAdmin, APPLE);
    await loadApproveMark(admin.app.store, caller(admin));
    expect(admin.app.store.get(approveMarkAtom)).toBe(true);
    const buyer = liveApp(live);
    await logIn(buyer, PHONE.buyer);
    await loadApproveMark(buyer.app.store, caller(buyer));
    expect(buyer.app.store.get(approveMarkAtom)).toBe(false);
  });
});
