// `npm run catalogue:types` (also `entities:types`): writes api/catalogue/gen/entities.ts, the entity
// schemas of schemas/entities as TypeScript literal types, so json-schema-to-ts can read the fields the
// catalogue $refs (the JSON files stay the one source of fields; docs/contracts.md "Types from the
// catalogue"); then api/catalogue/gen/calls.ts, every call's request and response type derived from them
// (call-types-source.ts). schemas:check fails while either is stale.
import { writeFileSync } from 'node:fs';
import { entityTypesSource, ENTITY_TYPES_FILE } from './entity-types-source';
import { CALL_TYPES_FILE, callTypesSource } from './call-types-source';
import { CALL_ROUTES_FILE, callRoutesSource } from './call-routes-source';

writeFileSync(ENTITY_TYPES_FILE, entityTypesSource());
console.log(`catalogue:types: wrote ${ENTITY_TYPES_FILE}`);
writeFileSync(CALL_TYPES_FILE, callTypesSource());
console.log(`catalogue:types: wrote ${CALL_TYPES_FILE}`);
writeFileSync(CALL_ROUTES_FILE, callRoutesSource());
console.log(`catalogue:types: wrote ${CALL_ROUTES_FILE}`);
