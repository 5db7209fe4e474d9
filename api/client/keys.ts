import type { CallKey } from '../catalogue';

// Every catalogue key the application shell calls, in one place, each exactly as api/catalogue names it
// (docs/contracts.md section 1: "domain.name", the spec's own name last). Nothing else in api/client or
// src writes a key as a string literal; tests/app/api/contract.test.ts fails when a key here is not in
// the catalogue. Which calls carry a sealed password is the catalogue's fact (CallDef.encrypted), not ours.

export const KEYS = {
  /** Spec 7: refreshToken (payload refreshToken) -> new token object. */
  refreshToken: 'acl.refreshToken',
  /** Spec 7: getPubKey -> resultData.key, the RSA-3072 public key (PEM). */
  getPubKey: 'acl.getPubKey',
  /** Spec 7 "acl login": the login step (whole payload sealed, spec 5). */
  login: 'acl.login',
  /** Spec 2.2 /unify/login: login to the public back office (whole payload sealed). */
  unifyLogin: 'acl.unifyLogin',
  /** Spec 7 "register (by invitation, by mobile, enterprise, personal)": the password field is sealed. */
  registerByMobile: 'acl.registerByMobile',
  registerByInvitation: 'acl.registerByInvitation',
  registerEnterprise: 'acl.registerEnterprise',
  registerPersonal: 'acl.registerPersonal',
  /** Spec 2.2 /retrieve: forgotten password reset (the password field is sealed). */
  retrievePassword: 'acl.retrievePassword',
  /** Spec 7: send verified code (opeType, phone). */
  sendVerifiedCode: 'acl.sendVerifiedCode',
  /** Spec 7 "captcha pin". */
  captchaPin: 'acl.captchaPin',
  /** Spec 7: agriculture service verify (idytpCd, tntId, tokenDTO). */
  verifyToken: 'acl.verifyToken',
  /** Spec 7: logout (seqNo, tntId, idytpCd). */
  logout: 'acl.logout',
  /** Spec 7: user.getRsyMenu, the menus and roles of a user. */
  getRsyMenu: 'user.getRsyMenu',
  /** Spec 7: change account (accountId, or tntIdReplace for the public back office). */
  changeAccount: 'user.changeAccount',
  /** Spec 7: enterprise account list of the logged-in user. */
  accountList: 'user.entAccountList',
  /** Spec 7: approve mark (pending member approvals) -> resultData.mark. */
  approveMark: 'tenant.approveMark',
  /** Spec 7: disabled-function list -> resultData.contorValue. */
  disabledList: 'tenant.queryContorValue',
  /** Spec 7: tenant tag -> resultData.tntTag. */
  tenantTag: 'tenant.getTntTag',
  /** Spec 7: tenant info by server name (tntList, configRespDTO, registerConfig, hostLevel, indexType). */
  tenantInfoByServerName: 'tenant.getTntInfoByServerName',
  /** Spec 7: tenant page config (pageRespDTO, infoRespDTO). */
  tenantPageConfig: 'tenant.getTntPageConfig',
  /** Spec 7: platform parameter query (tntid, idytpCd, paramNo) -> list, first paramValue read. */
  platformParam: 'tenant.queryPlatformParam',
  /** Spec 7: general-login flag -> boolean. */
  generalLogin: 'tenant.generalLogin',
  /** Spec 7: code list (codeType, codeValue, codeValueName). */
  codeList: 'tenant.queryCodeList',
  /** Spec 7: mall list (cached as ALL_MALL_LIST when non-empty). */
  mallList: 'mall.mallList',
  /** Spec 7: queryMallFooterByMallId (mallId) -> footer fields. */
  mallFooter: 'mall.queryMallFooterByMallId',
  /** Spec 7: unread message count -> resultData.unreadCount. */
  unreadCount: 'notice.countUnread',
  /** Spec 7's message calls on one notice: top, read status, delete. */
  noticeTop: 'notice.top',
  noticeReadStatus: 'notice.readStatus',
  noticeDelete: 'notice.delete',
  /** Issue 12: the header's cart badge. */
  cartCount: 'cart.count',
  /** Spec 7: notice page (pageNum, pageSize) -> records, total. */
  noticePage: 'notice.page',
  /** Marks one notice read (the drawer's unread count goes down by one, spec 4). */
  noticeRead: 'notice.read',
  /** Spec 7: quick entries: shortcutMenuList, shortcutMenuAdd (menuName, menuId), shortcutMenuDelete (id). */
  shortcutList: 'shortcut.shortcutMenuList',
  shortcutAdd: 'shortcut.shortcutMenuAdd',
  shortcutDelete: 'shortcut.shortcutMenuDelete',
  /** Spec 7: query novice guide (1 means show) and save it (flag 0/1). */
  queryNoviceGuide: 'guide.queryNoviceGuide',
  saveNoviceGuide: 'guide.saveNoviceGuide',
  /** Issue 33: the tenant admin's screen patches in effect (applied to every screen after the prunes). */
  activePatches: 'tntcfg.activePatches',
  /** Spec 7: clear the cookie of the other admin system (under /sxnmfw/, 30 s). */
  clearOtherAdminCookie: 'sxnmfw.clearCookie',
} as const satisfies Record<string, CallKey>;
