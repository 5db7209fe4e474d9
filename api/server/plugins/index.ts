// api/server/plugins: the cross-cutting concerns. app.ts installs the envelope, the call pipeline
// (anti-replay, tenant, authentication + permission, validation: pipeline.ts), the multipart scope of the
// upload calls and the request log.
export { readStamp, spendNonce, CLOCK_SKEW_MS } from './anti-replay';
export { resolveTenant } from './tenant';
export { authenticate } from './auth';
export { checkPayload, compileRequestValidators, payloadOf, validatorHook } from './validation';
export { ANON_TOO_MANY, callPipeline } from './pipeline';
export { multipartScope, type UploadedFile } from './multipart';
export { MULTIPART_CALLS, UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE, VIDEO_MAX_BYTES, VIDEO_TOO_LARGE } from './multipart-calls';
export { envelope, frozenEnvelope, JSON_TYPE, ok } from './envelope';
export { requestLog, lazyChildLogger } from './request-log';
export { stateOf, type RequestState } from './request-state';
