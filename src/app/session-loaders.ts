// Calls of spec 7 that refresh the session or feed a panel, each reading exactly what the catalogue's
// response schema answers (api/catalogue; proven against the real server by tests/app/integration).
import { KEYS } from '../../api/client';
import {
  applyRights,
  cacheMallList,
  codeValueMapAtom,
  guideAtom,
  idytpCdAtom,
  toCodeValueMap,
  tntIdAtom,
  userInfoAtom,
  type Caller,
  type EnterpriseAccount,
  type Mall,
  type MallFooter,
  type Store,
} from '../session';

/**
 * Spec 7 user.getRsyMenu (tntId, idytpCd, userId, loginUser {phone}): the account's menus and roles read
 * again, so a role changed since login shows after a reload. Spec 8: a failed menu request is silently
 * ignored (the session keeps what it had). Resolves true when the menus were replaced.
 */
export async function loadMenus(store: Store, call: Caller): Promise<boolean> {
  const user = store.get(userInfoAtom);
  const payload = {
    tntId: store.get(tntIdAtom),
    idytpCd: store.get(idytpCdAtom),
    ...(user?.userId ? { userId: user.userId } : {}),
    ...(user?.phone ? { loginUser: { phone: user.phone } } : {}),
  };
  try {
    const r = await call(KEYS.getRsyMenu, payload, { quiet: true });
    applyRights(store, r.loginAhrBO, r.loginUser);
    return true;
  } catch {
    return false;
  }
}

/** Spec 3 and 7: the code-value map from the code list (all types, or one). */
export async function loadCodeValues(store: Store, call: Caller, codeType?: string): Promise<void> {
  const rows = await call(KEYS.codeList, {
    tntId: store.get(tntIdAtom),
    idytpCd: store.get(idytpCdAtom),
    ...(codeType ? { code: codeType } : {}),
  });
  const map = toCodeValueMap(rows);
  store.set(codeValueMapAtom, codeType ? { ...store.get(codeValueMapAtom), ...map } : map);
}

/** Spec 7: the tenant's malls; a non-empty list is cached (ALL_MALL_LIST). */
export async function loadMallList(store: Store, call: Caller): Promise<Mall[]> {
  const malls = await call(KEYS.mallList, { tntId: store.get(tntIdAtom), idytpCd: store.get(idytpCdAtom) });
  cacheMallList(store, malls);
  return malls ?? [];
}

/** Spec 7 queryMallFooterByMallId. Spec 8: footer request failures are silently ignored (null). */
export async function loadMallFooter(call: Caller, mallId: string): Promise<MallFooter | null> {
  try {
    return await call(KEYS.mallFooter, { mallId }, { quiet: true });
  } catch {
    return null;
  }
}

/** Spec 7: the logged-in person's enterprise accounts; the switch offers the ones not in use. */
export async function loadSwitchableAccounts(call: Caller): Promise<EnterpriseAccount[]> {
  const list = await call(KEYS.accountList, {});
  return (list ?? []).filter((a) => !a.current);
}

/**
 * Spec 2.11 and 7: query the novice guide (1 means show); when it answers 1 the purchase guide pop-up
 * opens. A failure keeps it closed. Resolves whether it opened.
 */
export async function openGuideIfDue(store: Store, call: Caller): Promise<boolean> {
  let show: number;
  try {
    show = await call(KEYS.queryNoviceGuide, {});
  } catch {
    return false;
  }
  if (show !== 1) return false;
  const g = store.get(guideAtom);
  store.set(guideAtom, { ...g, buyGuide: { ...g.buyGuide, pop: true } });
  return true;
}
