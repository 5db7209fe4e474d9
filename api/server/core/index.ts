// api/server/core: errors, clock, context types, caches and stores shared by plugins and modules.
export * from './errors';
export * from './clock';
export * from './context';
export * from './payment-provider';
export * from './nonce-store';
export * from './invalidation';
export { openBus, openNonceStore, DEFAULT_REDIS_PREFIX, type SharedStateOptions } from './shared-state';
export { Lru } from './lru';
export { newId, newToken, digest } from './ids';
export type { ServerModule, CodeLists } from './module';
