// Request and response types of every call, derived by json-schema-to-ts from the catalogue's own JSON
// Schemas (docs/contracts.md "Types from the catalogue"): the client calls by key with them, the server's
// handler table is typed by them. Entity $refs resolve through the generated gen/entities.ts.
import type { FromSchema } from 'json-schema-to-ts';
import type { domains } from './domains';
import type { EntitySchemas } from './gen/entities';

export type DomainName = keyof typeof domains;
/** Every call definition, with its literal key, path and schemas. */
export type AnyCall = (typeof domains)[DomainName][number];
export type CallKey = AnyCall['key'];
/** The keys of one domain's calls. */
export type DomainKey<D extends DomainName> = (typeof domains)[D][number]['key'];
export type CallOf<K extends CallKey> = Extract<AnyCall, { key: K }>;

type References = EntitySchemas[keyof EntitySchemas][];
type Options = { references: References; parseIfThenElseKeywords: false };

/** What a call's request schema admits (the validated body a handler receives). */
export type RequestOf<K extends CallKey> = FromSchema<CallOf<K>['request'], Options>;
/** What a call's response schema admits (resultData). */
export type ResponseOf<K extends CallKey> = FromSchema<CallOf<K>['response'], Options>;
