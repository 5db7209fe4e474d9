// The calls that fill the session around navigation (spec 4 and 7): tenant info for guests, platform
// flags after login, the unread count.
import { KEYS, type RequestOf } from '../../api/client';
import { applyFont, applySkin, themeFromSkin } from '../global';
import type { TenantInfo } from '../routing';
import {
  approveMarkAtom,
  changeTenant,
  pageConfigPlan,
  generalLoginAtom,
  globalPageConfigAtom,
  idytpCdAtom,
  platformConfigAtom,
  realAuthFlagsAtom,
  setUnreadAtom,
  tenantListAtom,
  tenantNameAtom,
  themeAtom,
  tntIdAtom,
  type Caller,
  type GlobalPageConfig,
  type Store,
} from '../session';
import { REAL_AUTH_PARAMS, realAuthFlags, toGlobalPageConfig, type TenantInfoAnswer } from '../tenant';

export function setPageConfig(store: Store, config: GlobalPageConfig): void {
  store.set(globalPageConfigAtom, config);
  const theme = themeFromSkin(config.theme);
  store.set(themeAtom, theme);
  if (typeof document !== 'undefined') {
    // Issue 33: the tenant's own colour, when its skin is one, and its font.
    applySkin(config.theme);
    applyFont(config.font);
  }
}

/** Spec 2: tntId / idytpCd from the query seed the tenant (spec 4: changing it reloads its lists). */
export async function seedTenant(store: Store, call: Caller, ids: { tntId?: string; idytpCd?: string }, unifyTenantId: string): Promise<void> {
  if (ids.idytpCd) store.set(idytpCdAtom, ids.idytpCd);
  if (ids.tntId) await changeTenant(store, call, ids.tntId, unifyTenantId);
}

/** Spec 4, not logged in: the tenant's global page config, fetched only when not already held. */
export async function loadTenantInfo(store: Store, call: Caller, unifyTenantId: string): Promise<TenantInfo> {
  const tntId = store.get(tntIdAtom);
  const held = store.get(globalPageConfigAtom);
  if (held && (!held.tntId || held.tntId === tntId)) return { hasConfig: true, tenantList: store.get(tenantListAtom) };
  let answer: TenantInfoAnswer | null;
  try {
    answer = await call(KEYS.tenantInfoByServerName, { idytpCd: store.get(idytpCdAtom), tntId });
  } catch {
    return { hasConfig: false, tenantList: [] };
  }
  const list = answer?.tntList ?? [];
  store.set(tenantListAtom, list);
  const config = toGlobalPageConfig(answer);
  const info = answer?.configRespDTO?.infoRespDTO;
  if (info?.tntName) store.set(tenantNameAtom, info.tntName);
  if (config) {
    setPageConfig(store, config);
    if (!tntId && config.tntId) await changeTenant(store, call, config.tntId, unifyTenantId);
    if (!store.get(idytpCdAtom) && config.idytpCd) store.set(idytpCdAtom, config.idytpCd);
  }
  return { hasConfig: config !== null, tenantList: list };
}

/** Spec 7: platform parameters read after login besides the real-auth flags. */
const PLATFORM_PARAMS = ['NEED_WMS', 'WMS_MANAGE_MODE', 'TNT_DOWNSELF_ITEM'] as const;

/** Spec 7: platform parameter query, first paramValue read ('' when absent or failed). */
async function platformParam(call: Caller, ids: { tntid: string; idytpCd: string }, paramNo: RequestOf<typeof KEYS.platformParam>['paramNo']): Promise<string> {
  try {
    const list = await call(KEYS.platformParam, { ...ids, paramNo });
    return list?.[0]?.paramValue ?? '';
  } catch {
    return '';
  }
}

/** After login, on each page load: the real-auth flags (the certification guard needs them) and the general-login flag. */
export async function loadLoggedInFlags(store: Store, call: Caller): Promise<void> {
  const ids = { tntid: store.get(tntIdAtom), idytpCd: store.get(idytpCdAtom) };
  const names = Object.values(REAL_AUTH_PARAMS);
  const values = await Promise.all(names.map((n) => platformParam(call, ids, n)));
  store.set(realAuthFlagsAtom, realAuthFlags(Object.fromEntries(names.map((n, i) => [n, values[i]]))));
  // Spec 7 and 9: the other platform parameters screens read (session.platform.<paramNo>).
  const platformValues = await Promise.all(PLATFORM_PARAMS.map((n) => platformParam(call, ids, n)));
  store.set(platformConfigAtom, Object.fromEntries(PLATFORM_PARAMS.map((n, i) => [n, platformValues[i]])));
  try {
    store.set(generalLoginAtom, Boolean(await call(KEYS.generalLogin, { tntId: ids.tntid, idytpCd: ids.idytpCd })));
  } catch {
    store.set(generalLoginAtom, false);
  }
}

/** Spec 7: unread message count -> resultData.unreadCount. */
export async function loadUnread(store: Store, call: Caller): Promise<void> {
  try {
    const r = await call(KEYS.unreadCount, {});
    store.set(setUnreadAtom, Number(r?.unreadCount ?? 0));
  } catch {
    // The dot simply stays as it was.
  }
}

/** Spec 4: logged in with no page config on a non-default tenant: fetch it; on the default tenant: clear it. */
export async function ensurePageConfig(store: Store, call: Caller, unifyTenantId: string): Promise<void> {
  const tntId = store.get(tntIdAtom);
  const plan = pageConfigPlan(store.get(globalPageConfigAtom), tntId, unifyTenantId);
  if (plan === 'clear') store.set(globalPageConfigAtom, null);
  if (plan !== 'fetch') return;
  try {
    const answer = await call(KEYS.tenantPageConfig, { idytpCd: store.get(idytpCdAtom), tntid: tntId });
    const config = toGlobalPageConfig({ configRespDTO: answer });
    if (config) setPageConfig(store, config);
    if (answer?.infoRespDTO?.tntName) store.set(tenantNameAtom, answer.infoRespDTO.tntName);
  } catch {
    // The header falls back to no system name; nothing else depends on it.
  }
}

/** Spec 6 and 7: the approve mark (pending member approvals), asked by the enterprise members page. */
export async function loadApproveMark(store: Store, call: Caller): Promise<void> {
  try {
    // tenant.approveMark answers {mark}: the number of accounts waiting for approval (0 unless isTnt).
    const r = await call(KEYS.approveMark, {});
    store.set(approveMarkAtom, Number(r?.mark) > 0);
  } catch {
    store.set(approveMarkAtom, false);
  }
}
