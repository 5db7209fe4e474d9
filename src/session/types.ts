// The shapes of spec section 3 that the session holds, as the server sends them (the response schemas of
// api/catalogue; tests/app/integration proves them against the real server).
import type { KEYS, ResponseOf, TokenObject } from '../../api/client';

/** Spec 3 and 7: the login / unify login / account-switch answer (resultData), as the catalogue's
 * response schema of acl.login says (api/catalogue/shapes.ts loginResult): loginUser, tokenDTO and
 * loginAhrBO {menus, roleBOS}. Derived, never restated, so the compiler sees any drift. */
export type LoginResult = ResponseOf<typeof KEYS.login>;

/** Spec 3 "Menu / permission entry" (catalogue menuEntry): menuPath is a route name for built-in menus, a
 * button key for buttons; type 1 menu, 2 button; defMenu 0 custom menu (web address), 1 built-in route;
 * embedWay an EmbedWay or ''; meta is the screen's route meta as synced (data: read with care). The
 * session also accepts entries nested under children (rights.ts flattens them). */
export type PermissionEntry = LoginResult['loginAhrBO']['menus'][number] & { children?: PermissionEntry[] };

/** Spec 2.11: custom menu embed modes. */
export type EmbedWay = 'LINK_JUMP' | 'PAGE_INLINE' | 'MENU';

/** Spec 3 role (catalogue roleBO): roleId, roleNm, roleCode. */
export type Role = LoginResult['loginAhrBO']['roleBOS'][number];

/** Spec 3 user info (catalogue loginUser). accountType 1 personal, 2 enterprise; company, companyId,
 * companyNm and entAuthStatus are null for a personal account; userAuthStatus (spec 6) '3' certified, '1'
 * not yet, '2' in review, otherwise rejected; tntId and idytpCd name the tenant the session belongs to. */
export type UserInfo = LoginResult['loginUser'];

/** The company of an enterprise account (null for a personal account). */
export type UserCompany = NonNullable<UserInfo['company']>;

/** Spec 3 token object (api/client TokenObject, the catalogue's tokenDTO). */
export type TokenDTO = TokenObject;

/** Spec 7: getRsyMenu answers the menus and roles again, with the user. */
export type RsyMenuResult = ResponseOf<typeof KEYS.getRsyMenu>;

/** Spec 7: one of the logged-in person's enterprise accounts (user.entAccountList). */
export type EnterpriseAccount = ResponseOf<typeof KEYS.accountList>[number];

/** Spec 7: a tenant to choose (tenant.getTntInfoByServerName tntList). */
export type TenantEntry = ResponseOf<typeof KEYS.tenantInfoByServerName>['tntList'][number];

/** Spec 3 global page config. */
export interface GlobalPageConfig {
  logo?: string;
  systemName?: string;
  introduction?: string;
  theme?: string;
  font?: string;
  indexType?: string | number;
  registerModules?: { paramNo: string; paramValue: string }[];
  loginBg?: string;
  /** Issue 33: the header's top-level menus the tenant admin put first (route names, page parameter TNT_CST_MENU_ORDER). */
  menuOrder?: string[];
  tntId?: string;
  idytpCd?: string;
  hostLevel?: string | number;
}

/** Spec 3 mall (mall.mallList): mallType and mallStatus are code values (strings). */
export type Mall = ResponseOf<typeof KEYS.mallList>[number];

/** Spec 3 mall footer (mall.queryMallFooterByMallId); friendshipLink and partners are comma strings. */
export type MallFooter = ResponseOf<typeof KEYS.mallFooter>;

/** Spec 3 notice (notice.page records); readStatus '1' read, '0' unread. */
export type Notice = ResponseOf<typeof KEYS.noticePage>['records'][number];

/** Spec 3 quick entry (shortcut.shortcutMenu*): menuPath is the route name of the linked page. */
export type QuickEntry = ResponseOf<typeof KEYS.shortcutList>[number];

/** Spec 3: the code-value map, code type to entries exposed as value and label. */
export type CodeValueMap = Record<string, { value: string; label: string }[]>;

/** Spec 3: account real-auth flags (platform parameters, spec 9). */
export interface RealAuthFlags {
  ENT_REAL_AUTH: boolean;
  PERSON_REAL_AUTH: boolean;
  NEED_AUDIT_REGISTER: boolean;
  NEED_AUDIT_ADD_COUSTOMER: boolean;
  NEED_AUDIT_ADMIN: boolean;
}

export interface AuthStatus {
  userAuthStatus: string;
  companyAuthStatus: string;
}

/** Spec 3 guide data. */
export interface BuyGuide {
  fromHome: boolean;
  pop: boolean;
  panel: boolean;
  sPop: boolean;
  partName: string;
  menuId: string;
  step: string;
}

export interface GuideData {
  buyGuide: BuyGuide;
  /** Spec 3: current panel step, [1,1] at the start. */
  panelStep: [number, number];
  buyGuideProgress: number;
}

/** Spec 3: origin flags for the other admin system. */
export interface OriginFlags {
  /** '1' when the other admin system's cookie must be cleared on logout (spec 4). */
  crossOrigin: string;
  /** The user came from the admin site (spec 2.11: no Home link then). */
  fromAdmin: boolean;
}

/** Spec 2.10: an opened custom page, kept in local storage. */
export interface OpenedCustomPage {
  menuId: string;
  title: string;
  query: Record<string, string>;
}

export type ThemeName = 'blue' | 'orange' | 'green';
