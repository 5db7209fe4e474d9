// api/catalogue: every call of the product, the one place where a path is written.
import type { CallDef } from './types';

export * from './types';
export * from './errors';
export type { JSONSchema } from './json-schema';

/** Every call, in domain order. Domain files add themselves here. */
export const catalogue: readonly CallDef[] = [];

export const callByKey: ReadonlyMap<string, CallDef> = new Map(catalogue.map((c) => [c.key, c]));
