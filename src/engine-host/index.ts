// src/engine-host: the schema engine wired into the app (docs/contracts.md section 4): its context from
// the app's services, one route element per screen file, keepAlive, the route records from the registry.
export { EngineHost } from './EngineHost';
export { EngineRoute } from './EngineRoute';
export { recordsOf, isContainer } from './records';
export { EFFECT, EFFECT_NAMES } from './effect-names';
export { createEffects, loginTarget, type EffectDeps } from './effects';
export { createNavigate, appHref, type NavigationDeps } from './navigate';
export { engineSessionAtom } from './session-values';
export { engineAccessAtom } from './access';
export { engineCall } from './call';
export { pageSizeLimit, pageSizeLimitOf } from './page-limit';
