// Constants of spec 2.11 and 9 that the menus use, each once, named.

/** Spec 9: default order for unauthorised routes. */
export const UNAUTHORISED_ORDER = 999;
/** Spec 9: the header shows at most 4 menu slots (main plus custom), the rest under 更多. */
export const HEADER_SLOTS = 4;
/** Spec 4: menu ids beginning with wlm_ encode a parent id plus a route name. */
export const WLM_PREFIX = 'wlm_';
/** Spec 2: the app's pages are served under this base; a custom menu's address under it is an app page. */
export const APP_BASE = '/scprmall';
/** Spec 2.11: the finance-services custom menu sits on the left, by its name. */
export const FINANCE_MENU_NAME = '金融服务';
/** Spec 2.11: tenants without the workbench button. */
export const WORKBENCH_EXCLUDED_TENANTS: ReadonlySet<string> = new Set(['ZZNF', 'HB-JZXLX']);
/** Spec 2.11: enterprise information shows a red dot for company auth status 1 or 10. */
export const ENT_INFO_DOT_STATUSES: ReadonlySet<string> = new Set(['1', '10']);
/** Spec 6: named permission keys. */
export const PERMISSION = {
  home: 'home',
  unify: 'unify',
  headerMessage: 'header-message',
  purchaseNewGuide: 'purchase-new-guide',
  showVersionUpdate: 'showVersionUpdate',
  complain: 'complain',
} as const;
