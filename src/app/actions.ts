// Session actions with side effects: logout (spec 4), token reset, login, enterprise switch, going to
// the public workbench.
import { KEYS, type ApiClient } from '../../api/client';
import type { AppConfig } from '../config';
import type { Feedback } from '../feedback';
import { href, ROUTE, type RouteIndex } from '../routing';
import {
  applyAccountSwitch,
  applyLogin,
  clearSession,
  idytpCdAtom,
  originFlagsAtom,
  tntIdAtom,
  tokenAtom,
  tokenObjectAtom,
  userInfoAtom,
  type LoginResult,
  type Storages,
  type Store,
  type SwitchResult,
} from '../session';
import { underBase, type PageLocation } from './page-location';

export interface ActionDeps {
  store: Store;
  client: ApiClient;
  feedback: Feedback;
  config: AppConfig;
  index: RouteIndex;
  location: PageLocation;
  /** Spec 4: the other admin system's cookie clearing call. */
  clearOtherAdminCookie: () => Promise<unknown>;
  /** Where the session is kept (the app's own storages; default the browser's). */
  storages?: Storages | undefined;
}

export interface SessionActions {
  logout(): Promise<void>;
  /** Spec 4: a separate clear-session clears without calling the server. */
  clearSessionOnly(): void;
  /** Spec 8 YGZLTCAU00000003. */
  resetTokenAndReload(): void;
  /** Spec 4 login step; the login screen's action calls this with the login answer. */
  afterLogin(result: LoginResult): void;
  switchEnterprise(accountId: string): Promise<SwitchResult>;
  goToWorkbench(): Promise<SwitchResult>;
}

export function createActions(d: ActionDeps): SessionActions {
  const { store } = d;
  const isUnified = () => store.get(tntIdAtom) === d.config.unifyTenantId;
  const pathOf = (name: string, fallback: string) => d.index.byName(name)?.path ?? fallback;
  let leaving = false;

  const loginAddress = (tenant: { tntId: string; idytpCd: string }, unified: boolean): string => {
    const path = unified ? pathOf(ROUTE.UnifyLogin, '/unify/login') : pathOf(ROUTE.Login, '/login');
    const query: Record<string, string> = {};
    if (tenant.tntId) query.tntId = tenant.tntId;
    if (tenant.idytpCd) query.idytpCd = tenant.idytpCd;
    return underBase(d.location.base, href(path, query));
  };

  const switched = (result: SwitchResult, then: () => void): SwitchResult => {
    if (!result.ok) d.feedback.toast(result.warning, { type: 'warning' });
    else then();
    return result;
  };

  return {
    async logout() {
      if (leaving) return;
      leaving = true;
      const tenant = { tntId: store.get(tntIdAtom), idytpCd: store.get(idytpCdAtom) };
      const unified = isUnified();
      const seqNo = store.get(tokenObjectAtom)?.seqNo;
      try {
        // Spec 4: the other admin system's cookie first, when its cross-origin flag is '1'.
        if (store.get(originFlagsAtom).crossOrigin === '1') await d.clearOtherAdminCookie();
        // The server revokes the login (seqNo); without a token there is nothing to revoke. A failure (the
        // token was already refused, say) must not keep the user in.
        if (seqNo && store.get(tokenAtom)) await d.client.call(KEYS.logout, { seqNo, ...tenant }, { quiet: true }).catch(() => undefined);
      } finally {
        d.client.refresher.cancel();
        clearSession(store, d.storages);
        leaving = false;
        d.location.replace(loginAddress(tenant, unified));
      }
    },
    clearSessionOnly() {
      d.client.refresher.cancel();
      clearSession(store, d.storages);
    },
    resetTokenAndReload() {
      d.client.refresher.cancel();
      clearSession(store, d.storages);
      d.location.reload();
    },
    afterLogin(result) {
      applyLogin(store, result);
    },
    async switchEnterprise(accountId) {
      const result = await d.client.call(KEYS.changeAccount, { accountId });
      return switched(applyAccountSwitch(store, result, { target: 'enterprise', inUnifiedTenant: isUnified() }), () => d.location.reload());
    },
    async goToWorkbench() {
      // Spec 7: accountId (the account the switch comes from) and tntIdReplace; the server picks the
      // person's account in the back office tenant.
      const accountId = store.get(userInfoAtom)?.accountId;
      const result = await d.client.call(KEYS.changeAccount, { ...(accountId ? { accountId } : {}), tntIdReplace: d.config.unifyTenantId });
      return switched(
        applyAccountSwitch(store, result, { target: 'unified', inUnifiedTenant: false, unified: { tntId: d.config.unifyTenantId, idytpCd: d.config.unifyIdytpCd } }),
        () => d.location.replace(underBase(d.location.base, pathOf(ROUTE.UnifyHome, '/unify/manage/home'))),
      );
    },
  };
}
