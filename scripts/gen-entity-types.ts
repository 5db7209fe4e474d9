// `npm run catalogue:types` (also `entities:types`): writes api/catalogue/gen/entities.ts, the entity
// schemas of schemas/entities as TypeScript literal types, so json-schema-to-ts can read the fields the
// catalogue $refs (the JSON files stay the one source of fields; docs/contracts.md "Types from the
// catalogue"); then api/catalogue/gen/calls.ts, every call's request and response type derived from them
// (call-types-source.ts). schemas:check fails while either is stale. It first runs workflows:gen
// (scripts/gen-workflows.ts), which writes the status enums of the documents' entities.
import { writeFileSync } from 'node:fs';
import { writeWorkflowOutputs } from './workflows/write';
import { entityTypesSource, ENTITY_TYPES_FILE } from './entity-types-source';
import { CALL_TYPES_FILE, callTypesSource } from './call-types-source';
import { CALL_ROUTES_FILE, callRoutesSource } from './call-routes-source';

// First what the declared workflows derive: the status enums of the entities read below among it.
writeWorkflowOutputs();
writeFileSync(ENTITY_TYPES_FILE, entityTypesSource());
console.log(`catalogue:types: wrote ${ENTITY_TYPES_FILE}`);
writeFileSync(CALL_TYPES_FILE, callTypesSource());
console.log(`catalogue:types: wrote ${CALL_TYPES_FILE}`);
writeFileSync(CALL_ROUTES_FILE, callRoutesSource());
console.log(`catalogue:types: wrote ${CALL_ROUTES_FILE}`);
