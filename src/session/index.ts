// src/session: the session state of spec section 3 (jotai atoms) and the rules of spec 4 that change it.
export * from './atoms';
export * from './constants';
export type * from './types';
export { FIELDS, type Field } from './field';
export { hydrate, persist, clearSession, type Store, type Storages } from './persistence';
export { isButton, isCustom, flatten, keptPermissions, rightsOf, parseDisabledList } from './rights';
export { applyLogin, applyRights, applyAccountSwitch, emptyMenuWarning, type SwitchResult, type SwitchTarget } from './login';
export { changeTenant, tenantChangePlan, pageConfigPlan, isDefaultTenant, clearPageConfigIfDefault, type Caller, type TenantChangePlan } from './tenant';
export { adjustUnreadAtom, setUnreadAtom } from './counters';
export { cacheMallList, visibleMalls } from './malls';
export { toCodeValueMap, type CodeRow } from './code-values';
export { shouldShowVersionNotice } from './version-notice';
export { cartCountAtom, setCartCountAtom } from './cart';
