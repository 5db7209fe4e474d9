// Request and response types of every call, derived by json-schema-to-ts from the catalogue's own JSON
// Schemas (docs/contracts.md "Types from the catalogue"). Entity $refs resolve through the generated
// gen/entities.ts. Deriving them costs the compiler most of a typecheck when done at every use, so
// `npm run catalogue:types` derives them once into gen/calls.ts (scripts/call-types-source.ts), which
// typing.ts reads; nothing else imports this file.
import type { FromSchema } from 'json-schema-to-ts';
import type { CallKey, CallOf } from './call-keys';
import type { EntitySchemas } from './gen/entities';

export type { CallKey };

type References = EntitySchemas[keyof EntitySchemas][];
type Options = { references: References; parseIfThenElseKeywords: false };

/** What a call's request schema admits (the validated body a handler receives). */
export type FromSchemaRequest<K extends CallKey> = FromSchema<CallOf<K>['request'], Options>;
/** What a call's response schema admits (resultData). */
export type FromSchemaResponse<K extends CallKey> = FromSchema<CallOf<K>['response'], Options>;
