// The shapes of spec section 3 that the session holds.

/** Spec 3 "Menu / permission entry". */
export interface PermissionEntry {
  menuId: string;
  menuNm: string;
  /** A route name for built-in menus, a button key for buttons. */
  menuPath: string;
  parentMenuId: string;
  menuOrderno?: number | string | null;
  /** 'button' marks a non-menu action. */
  menuType?: string;
  /** 1 menu, 2 button. */
  type?: number | string;
  menuSort?: number | string | null;
  /** 0 custom menu (web address), 1 built-in route. */
  defMenu?: number | string;
  belong?: string | number;
  webUrl?: string | null;
  embedWay?: EmbedWay | '' | null;
  children?: PermissionEntry[];
  meta?: { hidden?: boolean; icon?: readonly string[] } | null;
}

/** Spec 2.11: custom menu embed modes. */
export type EmbedWay = 'LINK_JUMP' | 'PAGE_INLINE' | 'MENU';

export interface Role {
  roleNm: string;
  [k: string]: unknown;
}

/** Spec 3 user info. accountType 1 personal, 2 enterprise. */
export interface UserInfo {
  username?: string;
  creNo?: string;
  userIcon?: string;
  accountType?: number | string;
  isTnt?: boolean | number | string;
  company?: string;
  companyId?: string;
  companyNm?: string;
  accountId?: string;
  userId?: string;
  phone?: string;
  userAuthStatus?: string | number;
  entAuthStatus?: string | number;
  roleList?: Role[];
  [k: string]: unknown;
}

/** Spec 3 and 7: the login / account-switch response (resultData). */
export interface LoginResult {
  loginUser: UserInfo;
  tokenDTO: { access_token: string; refresh_token: string; expired: number; seqNo?: string };
  loginAhrBO: { menus: PermissionEntry[]; roleBOS?: Role[] };
}

export interface TenantEntry {
  idytpCd: string;
  industryName?: string;
  tntId?: string;
  tntNm?: string;
}

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
  tntId?: string;
  idytpCd?: string;
  hostLevel?: string | number;
}

export interface Mall {
  id: string;
  mallStatus?: number | string;
  mallType?: number | string;
  [k: string]: unknown;
}

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
