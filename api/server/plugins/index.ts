// api/server/plugins: the cross-cutting concerns, installed in this order by app.ts.
export { antiReplay } from './anti-replay';
export { tenantResolution, resolveTenant } from './tenant';
export { authentication } from './auth';
export { requestValidation, compileRequestValidators, payloadOf } from './validation';
export { multipartScope, type UploadedFile } from './multipart';
export { MULTIPART_CALLS, UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from './multipart-calls';
export { envelope, ok } from './envelope';
export { requestLog } from './request-log';
export { stateOf, type RequestState } from './request-state';
