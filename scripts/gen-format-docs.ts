// `npm run docs:format`: writes the format reference and the JSON meta-schema, both generated from
// engine/schema/meta-schema.ts. tests/engine/docs.test.ts fails when the checked-in copies are stale.
import { writeFileSync } from 'node:fs';
import { formatReference, metaSchemaJson } from '../engine/schema/reference';

writeFileSync('docs/screen-format.md', formatReference());
writeFileSync('engine/schema/screen.schema.json', metaSchemaJson());
console.log('docs:format: wrote docs/screen-format.md and engine/schema/screen.schema.json');
