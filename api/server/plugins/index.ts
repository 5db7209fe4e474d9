// api/server/plugins: the cross-cutting concerns. app.ts installs the envelope, the call pipeline
// (anti-replay, tenant, authentication + permission, validation: pipeline.ts) and the request log.
export { checkReplay, CLOCK_SKEW_MS } from './anti-replay';
export { resolveTenant } from './tenant';
export { authenticate } from './auth';
export { compileRequestValidators, validatorHook } from './validation';
export { callPipeline } from './pipeline';
export { envelope, ok } from './envelope';
export { requestLog, lazyChildLogger } from './request-log';
export { stateOf, type RequestState } from './request-state';
