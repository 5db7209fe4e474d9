// The effects screens ask for by name (effect-names.ts), carried out by the app's own logic: the login
// step of spec 4, the account switch, the workbench, logout, jump by menu id, the unread count.
import type { EffectHandler } from '../../engine';
import type { SessionActions } from '../app';
import { jumpByMenuId, type JumpTarget, type MenuMap } from '../menus';
import { ROUTE } from '../routing';
import { adjustUnreadAtom, authStatusAtom, setCartCountAtom, tntIdAtom, type LoginResult, type Store } from '../session';
import { EFFECT } from './effect-names';

export interface EffectDeps {
  store: Store;
  actions: SessionActions;
  unifyTenantId: string;
  menuMap: () => MenuMap;
  openTarget: (target: JumpTarget, title?: string) => void;
  /** Issue 33: the tenant's settings were saved: read them again (src/app/tenant-custom.ts). */
  refreshTenant: () => Promise<void>;
  /** A route by name, replacing the history entry; or an app path. */
  goTo: (target: { name: string } | { path: string }) => void;
}

/** Spec 4: where a login lands: the guard's target (query redirect, a path of this app only), else Home
 * (unify home in the public back office). */
export function loginTarget(redirect: unknown, unified: boolean): { name: string } | { path: string } {
  if (typeof redirect === 'string' && /^\/(?!\/)/.test(redirect) && !/^\/(login|register|retrieve|unify\/(login|register|retrieve))\b/i.test(redirect)) {
    return { path: redirect };
  }
  return { name: unified ? ROUTE.UnifyHome : ROUTE.Home };
}

/** The cashier address a payment call answered, if it is a path of this site (the built-in sandbox's
 * cashier); anything else (another origin, javascript:, //host) is refused. */
export function cashierTarget(result: unknown): string | null {
  const url = (result as { cashierUrl?: unknown } | null)?.cashierUrl;
  return typeof url === 'string' && /^\/(?![/\\])[\x21-\x7e]*$/.test(url) ? url : null;
}

export function createEffects(d: EffectDeps): Record<string, EffectHandler> {
  return {
    [EFFECT.login]: ({ result, scope }) => {
      d.actions.afterLogin(result as LoginResult);
      const query = (scope.query ?? {}) as Record<string, unknown>;
      d.goTo(loginTarget(query.redirect, d.store.get(tntIdAtom) === d.unifyTenantId));
    },
    [EFFECT.switchAccount]: async ({ values }) => {
      await d.actions.switchEnterprise(String(values.accountId ?? ''));
    },
    [EFFECT.workbench]: async () => {
      await d.actions.goToWorkbench();
    },
    [EFFECT.authStatus]: ({ result }) => {
      const r = (result ?? {}) as { certType?: unknown; status?: unknown };
      if (typeof r.status !== 'string') return;
      const was = d.store.get(authStatusAtom);
      d.store.set(authStatusAtom, r.certType === '2' ? { ...was, companyAuthStatus: r.status } : { ...was, userAuthStatus: r.status });
    },
    [EFFECT.logout]: () => d.actions.logout(),
    [EFFECT.tenantRefresh]: () => d.refreshTenant(),
    [EFFECT.jump]: ({ values }) => d.openTarget(jumpByMenuId(String(values.menuId ?? ''), d.menuMap())),
    [EFFECT.noticeRead]: () => d.store.set(adjustUnreadAtom, -1),
    [EFFECT.cartCount]: ({ result }) => d.store.set(setCartCountAtom, (result as { count?: number } | null)?.count ?? 0),
    [EFFECT.cashier]: ({ result }) => {
      const url = cashierTarget(result);
      if (!url) throw { code: 'CASHIER', msg: '支付地址无效，请稍后重试' };
      window.location.assign(url);
    },
  };
}
