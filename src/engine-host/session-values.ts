// What screens may read as `session.*` (docs/schema-guide.md, scope roots): the session state of spec 3,
// flattened, plus a few values derived for screens (the rights as a map, the pages a quick entry may link
// to, the mall whose footer the home page shows).
import { atom } from 'jotai';
import { canAtom, menuMapAtom, rightsAtom, unifiedAtom } from '../app';
import { CONFIG } from '../config';
import { FINANCE_MENU_NAME, type MenuNode } from '../menus';
import { MSG } from '../messages';
import { UNIFY_PATH } from '../routing';
import {
  globalPageConfigAtom,
  idytpCdAtom,
  industryNameAtom,
  isLoginAtom,
  mallIdAtom,
  mallListAtom,
  platformConfigAtom,
  rolesAtom,
  tenantNameAtom,
  tenantTagAtom,
  tntIdAtom,
  tokenObjectAtom,
  unreadCountAtom,
  userInfoAtom,
  visibleMalls,
} from '../session';

/** Pages a quick entry may link to (spec 2.12): permitted menus that are pages, not groups; the public back
 * office's (/unify/...) in the unified tenant only, since elsewhere the guard sends them to Home (as the
 * header leaves them out). */
function pagesOf(roots: readonly MenuNode[], unified: boolean): { value: string; label: string }[] {
  const out: { value: string; label: string; parent: string }[] = [];
  const walk = (nodes: readonly MenuNode[], parent: string) => {
    for (const n of nodes) {
      if (n.hidden) continue;
      if (n.children.some((c) => !c.hidden)) walk(n.children, n.label);
      else if (n.path || n.webUrl) out.push({ value: n.menuId, label: n.label, parent });
    }
  };
  walk(unified ? roots : roots.filter((n) => !n.path?.startsWith(UNIFY_PATH)), '');
  // Two pages of one name (商城's 商品分类 and the seller's) say which menu each is under.
  const twice = new Set(out.map((p) => p.label).filter((l, i, all) => all.indexOf(l) !== i));
  return out.map((p) => ({ value: p.value, label: twice.has(p.label) && p.parent ? `${p.parent} / ${p.label}` : p.label }));
}

/** Spec 7: idytpCd, tntId, access_token, expired and refresh_token, as api/client's external links send them. */
function linkParamsOf(idytpCd: string, tntId: string, token: { access_token?: string; expired?: number | string; refresh_token?: string } | null | undefined) {
  return {
    idytpCd,
    tntId,
    access_token: token?.access_token ?? '',
    expired: token?.expired ?? '',
    refresh_token: token?.refresh_token ?? '',
  };
}

/** Spec 2.11: the custom menus' addresses and names by menu id (the custom page's jump-by-id fallback). */
function customMenusOf(map: { byId: ReadonlyMap<string, MenuNode> }): Record<string, { webUrl: string; label: string; embedWay: string }> {
  const out: Record<string, { webUrl: string; label: string; embedWay: string }> = {};
  for (const n of map.byId.values()) if (n.custom && n.webUrl) out[n.menuId] = { webUrl: n.webUrl, label: n.label, embedWay: n.embedWay };
  return out;
}

export const engineSessionAtom = atom((get) => {
  const user = get(userInfoAtom);
  const config = get(globalPageConfigAtom);
  const unified = get(unifiedAtom);
  const can = get(canAtom);
  const malls = visibleMalls(get(mallListAtom), user?.accountType);
  const mallId = get(mallIdAtom) || malls[0]?.id || '';
  return {
    isLogin: get(isLoginAtom),
    tntId: get(tntIdAtom),
    idytpCd: get(idytpCdAtom),
    tenantName: get(tenantNameAtom),
    tenantTag: get(tenantTagAtom),
    industryName: get(industryNameAtom),
    unified,
    unifyTntId: CONFIG.unifyTenantId,
    unifyIdytpCd: CONFIG.unifyIdytpCd,
    // Spec 2.11: the public workbench tenant shows a fixed title instead of a system name.
    systemName: unified ? MSG.header.unifiedTitle : (config?.systemName ?? ''),
    introduction: config?.introduction ?? '',
    logo: config?.logo ?? '',
    loginBg: config?.loginBg ?? '',
    registerModules: Object.fromEntries((config?.registerModules ?? []).map((m) => [m.paramNo, m.paramValue])),
    userId: user?.userId ?? '',
    username: user?.username || MSG.header.unsetUsername,
    phone: user?.phone ?? '',
    accountId: user?.accountId ?? '',
    accountType: user?.accountType ?? '',
    isTnt: Boolean(user?.isTnt),
    companyId: user?.companyId ?? '',
    companyNm: user?.companyNm ?? '',
    userAuthStatus: user?.userAuthStatus ?? '',
    entAuthStatus: user?.entAuthStatus ?? '',
    roleName: get(rolesAtom)[0]?.roleNm ?? '',
    unreadCount: get(unreadCountAtom),
    mallId,
    // Platform parameters read after login (spec 7): `{ "var": "session.platform.TNT_DOWNSELF_ITEM" }`.
    platform: get(platformConfigAtom),
    // Rights the disable list leaves, as a map: `{ "var": "session.rights.header-message" }`.
    rights: Object.fromEntries([...get(rightsAtom)].filter((r) => can(r)).map((r) => [r, true])),
    menuPages: pagesOf(get(menuMapAtom).roots, unified),
    customMenus: customMenusOf(get(menuMapAtom)),
    // Spec 2.11: the tenant's finance-services custom menu (the header's left one), for the home tile.
    financeMenuId: get(menuMapAtom).roots.find((n) => n.custom && n.label === FINANCE_MENU_NAME)?.menuId ?? '',
    // Spec 7: what opening a custom page or an external link appends (a frame block's `appendSession`).
    linkParams: linkParamsOf(get(idytpCdAtom), get(tntIdAtom), get(tokenObjectAtom)),
  };
});
