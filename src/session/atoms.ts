// The session state of spec section 3, one atom per fact, each kept where spec 9 says.
import type { TokenObject } from '../../api/client';
import { DEFAULT_NOTICE_DOT, INITIAL_GUIDE, NO_AUTH_STATUS, NO_REAL_AUTH, STORAGE_KEYS } from './constants';
import { field } from './field';
import type {
  AuthStatus,
  CodeValueMap,
  GlobalPageConfig,
  GuideData,
  Mall,
  OpenedCustomPage,
  OriginFlags,
  PermissionEntry,
  RealAuthFlags,
  Role,
  TenantEntry,
  ThemeName,
  UserInfo,
} from './types';

const S = { keep: 'session' } as const;
const M = { keep: 'memory' } as const;

// Login (spec 3: token, token object, login flag).
export const tokenAtom = field<string>('token', '', S);
export const tokenObjectAtom = field<TokenObject | null>('tokenObject', null, S);
export const isLoginAtom = field<boolean>('isLogin', false, S);

// Rights (spec 3 and 6).
export const permissionListAtom = field<PermissionEntry[]>('permissionList', [], S);
/** Route names the user may open. */
export const authorityListAtom = field<string[]>('authorityList', [], S);
/** Button rights: the menu paths of button entries. */
export const buttonAuthorityAtom = field<string[]>('buttonAuthority', [], S);
/** Spec 6: comma string contorValue from the server, split. */
export const disabledListAtom = field<string[]>('disabledList', [], S);

// Who (spec 3).
export const userInfoAtom = field<UserInfo | null>('userInfo', null, S);
export const rolesAtom = field<Role[]>('roles', [], S);
export const realAuthFlagsAtom = field<RealAuthFlags>('realAuthFlags', NO_REAL_AUTH, S);
export const authStatusAtom = field<AuthStatus>('authStatus', NO_AUTH_STATUS, S);

// Tenant (spec 3).
export const tntIdAtom = field<string>('tntId', '', S);
export const idytpCdAtom = field<string>('idytpCd', '', S);
export const industryNameAtom = field<string>('industryName', '', S);
export const tenantNameAtom = field<string>('tenantName', '', S);
export const tenantTagAtom = field<string>('tenantTag', '', S);
export const tenantListAtom = field<TenantEntry[]>('tenantList', [], S);
export const generalLoginAtom = field<boolean>('generalLogin', false, S);
export const originFlagsAtom = field<OriginFlags>('originFlags', { crossOrigin: '', fromAdmin: false }, S);
/** Spec 4: set by an account switch; the next first load goes to Home. */
export const accountChangeFlagAtom = field<boolean>('accountChange', false, S);

// Mall (spec 3 and 9: mall id and ALL_MALL_LIST in local storage).
export const mallIdAtom = field<string>('mallId', '', { keep: 'local', key: STORAGE_KEYS.mallId });
export const mallListAtom = field<Mall[]>('mallList', [], { keep: 'local', key: STORAGE_KEYS.mallList });

// Configuration (spec 3).
export const codeValueMapAtom = field<CodeValueMap>('codeValueMap', {}, M);
export const appConfigAtom = field<Record<string, unknown>>('appConfig', {}, M);
export const platformConfigAtom = field<Record<string, unknown>>('platformConfig', {}, M);
export const saleModeListAtom = field<unknown[]>('saleModeList', [], M);
export const globalPageConfigAtom = field<GlobalPageConfig | null>('globalPageConfig', null, {
  keep: 'local',
  key: STORAGE_KEYS.globalPageConfig,
});
/** Spec 3: theme colour, default blue. */
export const themeAtom = field<ThemeName>('theme', 'blue', S);

// Notices and marks (spec 3).
export const unreadCountAtom = field<number>('unreadCount', 0, M);
export const noticeDotAtom = field<number>('noticeDot', DEFAULT_NOTICE_DOT, M);
export const approveMarkAtom = field<boolean>('approveMark', false, M);

// Guide (spec 3).
export const guideAtom = field<GuideData>('guide', INITIAL_GUIDE, S);

// Pages and versions (spec 9, local storage).
export const openedCustomPagesAtom = field<OpenedCustomPage[]>('openedCustomPages', [], {
  keep: 'local',
  key: STORAGE_KEYS.openedCustomPages,
});
/** The version whose update notice was seen. Not session data: survives logout. */
export const seenAppVersionAtom = field<string>('appVersion', '', {
  keep: 'local',
  key: STORAGE_KEYS.appVersion,
  keepOnLogout: true,
});

/** Not kept anywhere: on a fresh page load the permitted routes are computed again (spec 4). */
export const routesReadyAtom = field<boolean>('routesReady', false, M);
