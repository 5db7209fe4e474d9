// Request and response types of every call (docs/contracts.md "Types from the catalogue"): the client calls
// by key with them, the server's handler table is typed by them. They are json-schema-to-ts FromSchema of
// the catalogue's schemas (from-schema.ts), derived once by `npm run catalogue:types` into gen/calls.ts;
// schemas:check refuses a gen/calls.ts older than the catalogue or schemas/entities, and a key the file
// lacks does not compile here.
import type { CallKey } from './call-keys';
import type { CallRequests, CallResponses } from './gen/calls';

export type { AnyCall, CallKey, CallOf, DomainKey, DomainName } from './call-keys';

/** What a call's request schema admits (the validated body a handler receives). */
export type RequestOf<K extends CallKey> = CallRequests[K];
/** What a call's response schema admits (resultData). */
export type ResponseOf<K extends CallKey> = CallResponses[K];
