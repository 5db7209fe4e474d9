// The read cache: tenant reads answered from memory while nothing they read has been written (read-cache.ts).
export { ReadCache, deepFreeze, type ReadCacheStats } from './read-cache';
export { watchingClient } from './write-watch';
export { loadSchemaFacts, SchemaFacts, type ReadDeps, type WriteTargets } from './schema-facts';
