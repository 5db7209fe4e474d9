// The guard's view of the live session (spec 4), and its steps bound to the app.
import { ERROR_TOAST_MS } from '../../api/client';
import type { Feedback } from '../feedback';
import { createWarnOnce, type GuardDeps, type GuardSession, type RouteIndex } from '../routing';
import {
  accountChangeFlagAtom,
  authStatusAtom,
  authorityListAtom,
  globalPageConfigAtom,
  idytpCdAtom,
  isLoginAtom,
  realAuthFlagsAtom,
  routesReadyAtom,
  tenantTagAtom,
  tntIdAtom,
  tokenAtom,
  userInfoAtom,
  type Caller,
  type Store,
} from '../session';
import { ensurePageConfig, loadLoggedInFlags, loadTenantInfo, seedTenant } from './bootstrap';
import { loadScreenPatches, refreshPageConfig, reloadDisabledList } from './tenant-custom';
import { loadMenus } from './session-loaders';

/** Spec 8: certification warnings stay as long as an error toast. */
const WARNING_MS = ERROR_TOAST_MS;

const truthy = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

export function guardSession(store: Store, unifyTenantId: string): GuardSession {
  const user = store.get(userInfoAtom);
  const tntId = store.get(tntIdAtom);
  return {
    isLogin: store.get(isLoginAtom) && store.get(tokenAtom) !== '',
    accountType: user?.accountType === undefined ? '' : String(user.accountType),
    isTnt: truthy(user?.isTnt),
    authority: new Set(store.get(authorityListAtom)),
    routesReady: store.get(routesReadyAtom),
    accountChange: store.get(accountChangeFlagAtom),
    tntId,
    idytpCd: store.get(idytpCdAtom),
    tenantTag: store.get(tenantTagAtom),
    platform: tntId === unifyTenantId,
    realAuth: store.get(realAuthFlagsAtom),
    authStatus: store.get(authStatusAtom),
  };
}

export function createGuardDeps(store: Store, call: Caller, feedback: Feedback, index: RouteIndex, unifyTenantId: string): GuardDeps {
  const warnOnce = createWarnOnce((message, durationMs) => feedback.toast(message, { type: 'warning', durationMs }), WARNING_MS);
  return {
    index,
    session: () => guardSession(store, unifyTenantId),
    async prepareRoutes() {
      // Spec 4: on first load the permitted routes are added (the authority list decides them) after the
      // flags the certification rule needs are known. The menus are read again (getRsyMenu), so a page
      // load sees the account's current roles; a failure keeps the ones held.
      // Issue 33: what the tenant admin changed since the page config was kept (local storage), the disable
      // list and the screen patches, read again on every page load.
      const held = store.get(globalPageConfigAtom) !== null;
      await Promise.all([
        loadLoggedInFlags(store, call), ensurePageConfig(store, call, unifyTenantId), loadMenus(store, call), loadScreenPatches(store, call),
        ...(held ? [refreshPageConfig(store, call, true)] : []),
        ...(store.get(tntIdAtom) && store.get(tntIdAtom) !== unifyTenantId ? [reloadDisabledList(store, call)] : []),
      ]);
      store.set(routesReadyAtom, true);
    },
    clearAccountChange: () => store.set(accountChangeFlagAtom, false),
    loadTenantInfo: async () => {
      // Issue 33: a page config kept from an earlier visit is shown at once and read again behind it, so
      // the login page follows the tenant admin's page settings.
      const held = store.get(globalPageConfigAtom) !== null;
      const info = await loadTenantInfo(store, call, unifyTenantId);
      if (held) void refreshPageConfig(store, call, false);
      return info;
    },
    seedTenant: (ids) => seedTenant(store, call, ids, unifyTenantId),
    warn: (message) => {
      warnOnce(message);
    },
  };
}
