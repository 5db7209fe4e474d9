// The read cache: tenant reads answered from memory while nothing they read has been written (read-cache.ts).
export { ReadCache, type ReadCacheStats } from './read-cache';
export { deepFreeze, isDeepFrozen } from './deep-freeze';
export { AnswerCache, type ReadObserver } from './answer-cache';
export { watchingClient } from './write-watch';
export { loadSchemaFacts, SchemaFacts, type ReadDeps, type WriteTargets } from './schema-facts';
