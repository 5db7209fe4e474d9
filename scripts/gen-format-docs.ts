// `npm run docs:format`: writes the format reference, the JSON meta-schema and the format's TypeScript
// types, all generated from engine/schema/meta-schema.ts. tests/engine/docs.test.ts fails when the
// checked-in copies are stale.
import { writeFileSync } from 'node:fs';
import { formatReference, metaSchemaJson } from '../engine/schema/reference';
import { formatTypes } from '../engine/schema/typegen';

writeFileSync('docs/screen-format.md', formatReference());
writeFileSync('engine/schema/screen.schema.json', metaSchemaJson());
writeFileSync('engine/schema/format.gen.ts', formatTypes());
console.log('docs:format: wrote docs/screen-format.md, engine/schema/screen.schema.json and engine/schema/format.gen.ts');
