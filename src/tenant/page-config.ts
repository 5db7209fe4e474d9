// Spec 3 and 7: the tenant's answers turned into the session's global page config and flags.
import type { KEYS, ResponseOf } from '../../api/client';
import type { GlobalPageConfig, RealAuthFlags } from '../session';

/** Spec 7: page parameters. */
export const PAGE_PARAMS = { logo: 'TNT_CST_LOGO', font: 'TNT_CST_FONT', skin: 'TNT_CST_SKIN', background: 'TNT_CST_BACKGROUND', menuOrder: 'TNT_CST_MENU_ORDER' } as const;

/** Spec 7: platform parameters behind the real-auth flags of spec 3. */
export const REAL_AUTH_PARAMS = {
  ENT_REAL_AUTH: 'ENT_REAL_AUTH',
  PERSON_REAL_AUTH: 'PERSON_REAL_AUTH',
  NEED_AUDIT_REGISTER: 'USR00100101',
  NEED_AUDIT_ADD_COUSTOMER: 'USR00600302',
} as const;

/** Spec 9: platform flags are true when the value is '1'. */
const on = (v: string | undefined): boolean => v === '1';

/** Spec 7: tenant info by server name, as the catalogue's response schema says (tenant.getTntPageConfig
 * answers its configRespDTO alone). */
export type TenantInfoAnswer = ResponseOf<typeof KEYS.tenantInfoByServerName>;
type Param = TenantInfoAnswer['registerConfig'][number];

const paramMap = (list: Param[] | null | undefined): Record<string, string> =>
  Object.fromEntries((list ?? []).filter((p) => p.paramNo).map((p) => [p.paramNo as string, p.paramValue ?? '']));

export function toGlobalPageConfig(answer: Partial<TenantInfoAnswer> | null | undefined): GlobalPageConfig | null {
  const config = answer?.configRespDTO;
  if (!config || (!config.infoRespDTO && !config.pageRespDTO?.length)) return null;
  const page = paramMap(config.pageRespDTO);
  const info = config.infoRespDTO ?? {};
  const out: GlobalPageConfig = {
    systemName: info.systemName ?? '',
    registerModules: (answer.registerConfig ?? []).map((p) => ({ paramNo: p.paramNo ?? '', paramValue: p.paramValue ?? '' })),
  };
  const set = <K extends keyof GlobalPageConfig>(k: K, v: GlobalPageConfig[K] | undefined | '') => {
    if (v !== undefined && v !== '') out[k] = v as GlobalPageConfig[K];
  };
  set('introduction', info.introduction);
  set('logo', page[PAGE_PARAMS.logo]);
  set('font', page[PAGE_PARAMS.font]);
  set('theme', page[PAGE_PARAMS.skin]);
  set('loginBg', page[PAGE_PARAMS.background]);
  const menuOrder = (page[PAGE_PARAMS.menuOrder] ?? '').split(',').filter(Boolean);
  if (menuOrder.length) out.menuOrder = menuOrder;
  set('tntId', info.tntid);
  set('idytpCd', info.idytpCd);
  set('hostLevel', answer.hostLevel ?? undefined);
  set('indexType', answer.indexType ?? undefined);
  return out;
}

/** Spec 5: a registration module is enabled when its paramValue is 1. */
export const enabledRegisterModules = (config: GlobalPageConfig | null): string[] =>
  (config?.registerModules ?? []).filter((m) => on(m.paramValue)).map((m) => m.paramNo);

/** Spec 3 and 9: the real-auth flags; the admin-audit flag equals the enterprise real-auth flag. */
export function realAuthFlags(values: Readonly<Record<string, string | undefined>>): RealAuthFlags {
  const ent = on(values[REAL_AUTH_PARAMS.ENT_REAL_AUTH]);
  return {
    ENT_REAL_AUTH: ent,
    PERSON_REAL_AUTH: on(values[REAL_AUTH_PARAMS.PERSON_REAL_AUTH]),
    NEED_AUDIT_REGISTER: on(values[REAL_AUTH_PARAMS.NEED_AUDIT_REGISTER]),
    NEED_AUDIT_ADD_COUSTOMER: on(values[REAL_AUTH_PARAMS.NEED_AUDIT_ADD_COUSTOMER]),
    NEED_AUDIT_ADMIN: ent,
  };
}

/** Spec 9: storage centre flag true when NEED_WMS is '0'; WMS manage mode true when WMS_MANAGE_MODE is '1'. */
export function wmsFlags(values: Readonly<Record<string, string | undefined>>): { storageCentre: boolean; wmsManageMode: boolean } {
  return { storageCentre: values.NEED_WMS === '0', wmsManageMode: on(values.WMS_MANAGE_MODE) };
}
