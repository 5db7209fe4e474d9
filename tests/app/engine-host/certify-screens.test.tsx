// Certification and approvals through the real routes and the real screen files (issue 32): an enterprise
// whose certification was rejected is sent by the guard to /user/ent-certify with spec 8's warning, and the
// screen shows the reason and 重新认证; the platform's members page asks for the approve mark, the start-up
// does not (spec 6).
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEYS } from '../../../api/client';
import { toastsAtom } from '../../../src/feedback';
import { approveMarkAtom, idytpCdAtom, tntIdAtom, type LoginResult } from '../../../src/session';
import { appFixture, pathOfKey } from '../helpers/app-fixture';
import { button, menu, role, userInfo } from '../helpers/entries';
import { ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

afterEach(cleanup);

const login = (user: Parameters<typeof userInfo>[0], menus: ReturnType<typeof menu>[]): LoginResult => ({
  loginUser: userInfo(user),
  tokenDTO: { access_token: 'AT', refresh_token: 'RT', expired: Date.parse('2100-01-01'), seqNo: 'S' },
  loginAhrBO: { menus, roleBOS: [role('企业管理员')] },
});

const USER_MENUS = [
  menu('m_Seller', 'Seller', '0', { menuNm: '卖家中心', menuOrderno: 20 }),
  menu('m_SaleOrder', 'SaleOrder', 'm_Seller', { menuNm: '销售订单' }),
  menu('m_User', 'User', '0', { menuNm: '用户中心', menuOrderno: 40 }),
  menu('m_MyCenter', 'MyCenter', 'm_User', { menuNm: '账户中心' }),
  menu('m_EntCertify', 'EntCertify', 'm_User', { menuNm: '企业认证' }),
  menu('m_EntInfo', 'EntInfo', 'm_User', { menuNm: '企业信息' }),
  menu('m_MemberEnterprise', 'MemberEnterprise', 'm_User', { menuNm: '会员审核' }),
  button('b_home', 'home', '0'),
];

const base = (extra: Record<string, (req: Request) => Response | Promise<Response>>) =>
  appFixture(
    {
      [KEYS.platformParam]: async (req) => ok([{ paramValue: ['ENT_REAL_AUTH', 'PERSON_REAL_AUTH'].includes(((await req.json()) as { paramNo: string }).paramNo) ? '1' : '0' }]),
      [KEYS.generalLogin]: () => ok(false),
      [KEYS.unreadCount]: () => ok({ unreadCount: 0 }),
      ...extra,
    },
    { records: 'screens' },
  );

describe('certification on the real screens', () => {
  it('a rejected enterprise is sent to /user/ent-certify with the warning; the screen shows the reason and 重新认证', async () => {
    const f = base({
      'certify.enterprise': () =>
        ok({
          certId: 'CERT1', certType: '2', status: '4', companyNm: '田园优品农业发展有限公司', creditCode: '91370602MA3C00012X', legalPerson: '吴田园',
          regionCode: '370612', regionName: '山东省 烟台市 牟平区', address: '宁海大街120号', licence: [], rejectReason: '营业执照照片不清晰', realName: '', idCard: '',
          idPictures: [], applicantNm: '吴田园', phone: '13800000012', submittedAt: '2026-01-05T01:00:00.000Z', decidedAt: '2026-01-05T02:00:00.000Z', actions: ['resubmit'],
        }),
    });
    f.app.store.set(tntIdAtom, 'T001');
    f.app.store.set(idytpCdAtom, 'I01');
    f.app.actions.afterLogin(login({ accountType: 2, userAuthStatus: '3', entAuthStatus: '4' }, USER_MENUS));
    const r = renderApp(f.app, '/seller/sale-order?tntId=T001&idytpCd=I01');
    await waitFor(() => expect(r.where()).toMatch(/^\/user\/ent-certify/));
    expect(f.app.store.get(toastsAtom).map((t) => t.message)).toContain('企业认证被驳回，请进行重新认证');
    expect(await screen.findByText('营业执照照片不清晰')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '重新认证' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交企业认证' })).toBeNull();
  });
});

describe('the approve mark (spec 6)', () => {
  it('is asked for by the members page, not at start-up', async () => {
    const f = base({
      [KEYS.approveMark]: () => ok({ mark: 2 }),
      'approval.page': () => ok({ records: [], total: 0 }),
      'tenant.queryCodeList': () => ok([]),
    });
    f.app.store.set(tntIdAtom, 'T001');
    f.app.store.set(idytpCdAtom, 'I01');
    f.app.actions.afterLogin(login({ accountType: 2, isTnt: true, userAuthStatus: '3', entAuthStatus: '3' }, USER_MENUS));
    const first = renderApp(f.app, '/user/my-center?tntId=T001&idytpCd=I01');
    await waitFor(() => expect(first.where()).toMatch(/^\/user\/my-center/));
    await screen.findAllByText('账户中心');
    expect(f.paths()).not.toContain(pathOfKey(KEYS.approveMark));
    cleanup();
    const members = renderApp(f.app, '/user/member-enterprise?tntId=T001&idytpCd=I01');
    await waitFor(() => expect(members.where()).toMatch(/^\/user\/member-enterprise/));
    await waitFor(() => expect(f.paths()).toContain(pathOfKey(KEYS.approveMark)));
    await waitFor(() => expect(f.app.store.get(approveMarkAtom)).toBe(true));
  });
});
