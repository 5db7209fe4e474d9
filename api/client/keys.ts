// Every catalogue key the application calls, in one place, so the names can be reconciled with the
// catalogue (docs/contracts.md section 1: "domain.name", the spec's own name last) when the tracks merge.
// Nothing else in api/client or src writes a key as a string literal.

export const KEYS = {
  /** Spec 7: refreshToken (payload refreshToken) -> new token object. */
  refreshToken: 'acl.refreshToken',
  /** Spec 7: getPubKey -> resultData is the RSA public key. */
  getPubKey: 'acl.getPubKey',
  /** Spec 7 "acl login": the login step (payload encrypted, spec 5). */
  login: 'acl.login',
  /** Spec 2.2 /unify/login: login to the public back office (payload encrypted). */
  unifyLogin: 'acl.unifyLogin',
  /** Spec 7 "register (by invitation, by mobile, enterprise, personal)": each carries a password. */
  registerByMobile: 'acl.registerByMobile',
  registerByInvitation: 'acl.registerByInvitation',
  registerEnterprise: 'acl.registerEnterprise',
  registerPersonal: 'acl.registerPersonal',
  /** Spec 2.2 /retrieve: forgotten password reset (payload encrypted). */
  retrievePassword: 'acl.retrievePassword',
  /** Spec 7: logout (seqNo, tntId, idytpCd). */
  logout: 'acl.logout',
  /** Spec 7: user.getRsyMenu, the menus and roles of a user. */
  getRsyMenu: 'acl.getRsyMenu',
  /** Spec 7: change account (accountId, tntIdReplace). */
  changeAccount: 'acl.changeAccount',
  /** Spec 7: enterprise account list of the logged-in user. */
  accountList: 'acl.getAccountList',
  /** Spec 7: approve mark (pending member approvals). */
  approveMark: 'acl.getApproveMark',
  /** Spec 7: disabled-function list -> resultData.contorValue. */
  disabledList: 'tenant.getDisabledFunction',
  /** Spec 7: tenant tag -> resultData.tntTag. */
  tenantTag: 'tenant.getTntTag',
  /** Spec 7: tenant info by server name (tntList, configRespDTO, registerConfig, hostLevel, indexType). */
  tenantInfoByServerName: 'tenant.getTntInfoByServerName',
  /** Spec 7: tenant page config (pageRespDTO, infoRespDTO). */
  tenantPageConfig: 'tenant.getTntPageConfig',
  /** Spec 7: platform parameter query (tntid, idytpCd, paramNo). */
  platformParam: 'tenant.queryPlatformParam',
  /** Spec 7: general-login flag. */
  generalLogin: 'tenant.getGeneralLogin',
  /** Spec 7: mall list (cached as ALL_MALL_LIST when non-empty). */
  mallList: 'mall.getMallList',
  /** Spec 7: code list (codeType, codeValue, codeValueName). */
  codeList: 'code.getCodeList',
  /** Spec 7: unread message count -> resultData.unreadCount. */
  unreadCount: 'notice.countUnread',
  /** Spec 7: notice page (pageNum, pageSize) -> records, total. */
  noticePage: 'notice.getNoticePage',
  /** Spec 7: query novice guide (1 means show) and save it (flag 0/1). */
  queryNoviceGuide: 'bfarm.getNoviceGuide',
  saveNoviceGuide: 'bfarm.saveNoviceGuide',
  /** Spec 7: clear the cookie of the other admin system (under /sxnmfw/, 30 s). */
  clearOtherAdminCookie: 'sxnmfw.clearCookie',
} as const;

export type CallKey = (typeof KEYS)[keyof typeof KEYS];

/**
 * Calls whose payload carries a password (spec 5: "Login and password payloads are encrypted"). `call`
 * seals these with RSA-OAEP before sending; node-forge is loaded only for them.
 */
export const ENCRYPTED_KEYS: ReadonlySet<string> = new Set<string>([
  KEYS.login,
  KEYS.unifyLogin,
  KEYS.registerByMobile,
  KEYS.registerByInvitation,
  KEYS.registerEnterprise,
  KEYS.registerPersonal,
  KEYS.retrievePassword,
]);
