// api/client: the browser's side of the catalogue. Calls by key; headers, anti-replay, token refresh,
// the spec 8 error table, payload encryption.
export { callRoutes } from './routes';
export type { CallRoute, CallRoutes } from './call-route';
export { createClient, type ApiClient, type CallOptions, type ClientOptions, type PayloadOf } from './client';
export type { TransportOptions } from './transport';
export { KEYS } from './keys';
export type { CallKey, RequestOf, ResponseOf } from '../catalogue';
export type { ClientHost, RequestContext, TokenObject } from './host';
export { ApiError, interpret, serverMessage, CODE_BEHAVIOURS, DEFAULT_BEHAVIOUR, TRANSPORT_BEHAVIOURS, type Outcome, type Reaction } from './errors';
export { TokenRefresher } from './refresher';
export { clearOtherAdminCookie } from './clear-cookie';
export { withAuthParams, openExternal, EXTERNAL_LINK_TARGET, type LinkAuth } from './links';
export { sealPayload, sealedBody, sm4Decrypt, configuredSm4Key, toPem } from './crypto';
export { replayHeaders } from './replay';
export * from './constants';
export { CLIENT_MSG } from './messages';
// Wire facts the app needs too, from their one source (api/catalogue/wire.ts).
export { HEADERS, UNIFY_TENANT, TOKEN_TTL } from '../catalogue/wire';
