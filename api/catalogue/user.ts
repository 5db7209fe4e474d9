// The logged-in user: menus and roles, user info, enterprise accounts and switching (spec sections 3, 4, 7).
import { defineCall } from './types';
import { bool, int, list, loginAhrBO, loginResult, loginUser, obj, open, ref, roleBO, str, strOrNull, tenantEcho } from './shapes';

export const user = [
  defineCall({
    key: 'user.getRsyMenu', method: 'POST', path: '/scpr/acl/user/getRsyMenu', permission: 'login',
    title: '获取当前账号的菜单与角色',
    request: obj({ ...tenantEcho, userId: ref('account', 'userId'), loginUser: { ...obj({ phone: ref('account', 'phone') }), title: '登录用户' } }),
    response: open({ loginAhrBO, loginUser }, ['loginAhrBO', 'loginUser']),
  }),
  defineCall({
    key: 'user.getUserInfo', method: 'POST', path: '/scpr/acl/user/getUserInfo', permission: 'login',
    title: '获取当前登录用户信息',
    request: obj({ ...tenantEcho }),
    response: loginUser,
  }),
  defineCall({
    key: 'user.entAccountList', method: 'POST', path: '/scpr/acl/account/entAccountList', permission: 'login',
    title: '当前用户的企业账号列表',
    request: obj({ ...tenantEcho }),
    response: list(open(
      { accountId: str, accountType: int, companyId: strOrNull, companyNm: strOrNull, isTnt: bool, current: bool, roleList: list(roleBO) },
      ['accountId', 'accountType', 'companyId', 'companyNm', 'isTnt', 'current', 'roleList'],
    )),
  }),
  defineCall({
    key: 'user.changeAccount', method: 'POST', path: '/scpr/acl/account/changeAccount', permission: 'login',
    title: '切换企业账号（或切换到企业公共管理后台）',
    request: obj({ accountId: ref('account', 'accountId'), tntIdReplace: ref('tenant', 'tntId') }),
    response: loginResult,
  }),
];
