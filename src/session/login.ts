// Spec 4 "Login and session": the login step, and the account / enterprise switch that replaces it.
import { MSG } from '../messages';
import {
  accountChangeFlagAtom,
  authStatusAtom,
  authorityListAtom,
  buttonAuthorityAtom,
  disabledListAtom,
  isLoginAtom,
  permissionListAtom,
  rolesAtom,
  tokenAtom,
  tokenObjectAtom,
  userInfoAtom,
  idytpCdAtom,
  tntIdAtom,
  routesReadyAtom,
} from './atoms';
import type { Store } from './persistence';
import { flatten, keptPermissions, rightsOf } from './rights';
import type { LoginResult, Role, UserInfo } from './types';

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** Spec 4 "After user info is set, the menu is rebuilt": user, permissions with belong '1' (men30100068
 * per the disabled list), rights and roles from loginAhrBO {menus, roleBOS} (login, switch, getRsyMenu). */
export function applyRights(store: Store, loginAhrBO: Pick<LoginResult['loginAhrBO'], 'menus'> & { roleBOS?: Role[] }, user: UserInfo): void {
  const perms = keptPermissions(loginAhrBO.menus ?? [], store.get(disabledListAtom));
  const { authority, buttons } = rightsOf(perms);
  store.set(userInfoAtom, user);
  store.set(permissionListAtom, perms);
  store.set(authorityListAtom, authority);
  store.set(buttonAuthorityAtom, buttons);
  store.set(rolesAtom, loginAhrBO.roleBOS ?? user.roleList ?? []);
  store.set(authStatusAtom, { userAuthStatus: str(user.userAuthStatus), companyAuthStatus: str(user.entAuthStatus) });
}

/** Spec 4: store user, tokens, permissions with belong '1' (men30100068 per the disabled list), roles. */
export function applyLogin(store: Store, result: LoginResult): void {
  const user = result.loginUser ?? {};
  // The session belongs to the tenant the server says (the unify login always enters the public back
  // office tenant, whatever the page's tenant): later calls must carry its headers.
  if (user.tntId) store.set(tntIdAtom, user.tntId);
  if (user.idytpCd) store.set(idytpCdAtom, user.idytpCd);
  applyRights(store, result.loginAhrBO ?? { menus: [] }, user);
  store.set(tokenAtom, result.tokenDTO.access_token);
  store.set(tokenObjectAtom, { ...result.tokenDTO });
  store.set(isLoginAtom, true);
  // The permitted routes are derived from the new authority list on the next navigation (spec 4).
  store.set(routesReadyAtom, false);
}

export type SwitchTarget = 'enterprise' | 'unified';

export type SwitchResult = { ok: true } | { ok: false; warning: string };

/** Spec 5/6: which warning an empty menu list gives. */
export function emptyMenuWarning(target: SwitchTarget, inUnifiedTenant: boolean): string {
  if (target === 'unified') return MSG.emptyMenu.toUnified;
  return inUnifiedTenant ? MSG.emptyMenu.unified : MSG.emptyMenu.subPlatform;
}

/**
 * Spec 4 "Switching account or enterprise": an empty menu list warns and changes nothing; otherwise user,
 * tokens, perms and menus are replaced and the account-change flag makes the reloaded page open Home.
 * Switching to the public back office also sets its tenant and industry code.
 */
export function applyAccountSwitch(
  store: Store,
  result: LoginResult,
  options: { target: SwitchTarget; inUnifiedTenant: boolean; unified?: { tntId: string; idytpCd: string } },
): SwitchResult {
  const menus = flatten(result.loginAhrBO?.menus ?? []);
  if (menus.length === 0) return { ok: false, warning: emptyMenuWarning(options.target, options.inUnifiedTenant) };
  applyLogin(store, result);
  // The answer's loginUser names the back office tenant; the constant is the fallback (spec 4).
  if (options.target === 'unified' && options.unified) {
    store.set(tntIdAtom, result.loginUser?.tntId || options.unified.tntId);
    store.set(idytpCdAtom, result.loginUser?.idytpCd || options.unified.idytpCd);
  }
  store.set(accountChangeFlagAtom, true);
  return { ok: true };
}
