// The catalogue's keys as types, read from the one list of domains (domains.ts).
import type { domains } from './domains';

export type DomainName = keyof typeof domains;
/** Every call definition, with its literal key, path and schemas. */
export type AnyCall = (typeof domains)[DomainName][number];
export type CallKey = AnyCall['key'];
/** The keys of one domain's calls. */
export type DomainKey<D extends DomainName> = (typeof domains)[D][number]['key'];
export type CallOf<K extends CallKey> = Extract<AnyCall, { key: K }>;
