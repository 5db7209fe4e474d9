// api/server/core: errors, clock, context types, caches and stores shared by plugins and modules.
export * from './errors';
export * from './clock';
export * from './context';
export * from './payment-provider';
export * from './nonce-store';
export { DbNonceStore, MAX_WAITING } from './nonce-store-db';
export { WriteBehindNonceStore, FLUSH_MS, STORED_NONCES } from './nonce-store-write-behind';
export { counterKey, DbCounterStore, type CounterStore } from './counter-store';
export { AddressLimiter, DEFAULT_ADDRESS_LIMIT, type AddressLimit } from './address-limiter';
export * from './invalidation';
export { openBus, openAuthStores, DEFAULT_REDIS_PREFIX, type AuthStores, type SharedStateOptions } from './shared-state';
export { Lru } from './lru';
export { newId, newToken, digest } from './ids';
export type { AnyWorkflow, ServerModule, CodeLists, Wiring } from './module';
export * from './scheduler';
export * from './workflow';
