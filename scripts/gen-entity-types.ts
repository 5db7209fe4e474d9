// `npm run entities:types`: writes api/catalogue/gen/entities.ts, the entity schemas of schemas/entities
// as TypeScript literal types, so json-schema-to-ts can read the fields the catalogue $refs (the JSON
// files stay the one source of fields; docs/contracts.md "Types from the catalogue"). schemas:check and
// tests/api/entity-types.test.ts fail when the file is stale.
import { writeFileSync } from 'node:fs';
import { entityTypesSource, ENTITY_TYPES_FILE } from './entity-types-source';

writeFileSync(ENTITY_TYPES_FILE, entityTypesSource());
console.log(`entities:types: wrote ${ENTITY_TYPES_FILE}`);
