// api/catalogue: every call of the product, the one place where a path is written.
import type { CallDef } from './types';
import { domains } from './domains';

export * from './types';
export * from './errors';
export * from './wire';
export type { JSONSchema } from './json-schema';
export type { AnyCall, CallKey, CallOf, DomainKey, DomainName, RequestOf, ResponseOf } from './typing';
export { domains } from './domains';
export { MAX_CART_LINES } from './cart';
export { answerFields, answersOf } from './answer-fields';

/** Every call, in domain order (domains.ts is the one list). */
export const catalogue: readonly CallDef[] = Object.values(domains).flat();

export const callByKey: ReadonlyMap<string, CallDef> = new Map(catalogue.map((c) => [c.key, c]));
