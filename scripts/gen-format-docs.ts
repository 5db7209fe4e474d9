// `npm run docs:format`: writes the format reference, the JSON meta-schema and the format's TypeScript
// types, all generated from engine/schema/meta-schema.ts (tests/engine/docs.test.ts fails when the
// checked-in copies are stale); and the state diagram of each declared document (docs/diagrams, with the
// rest of workflows:gen: schemas:check fails while one is stale).
import { writeFileSync } from 'node:fs';
import { formatReference, metaSchemaJson } from '../engine/schema/reference';
import { formatTypes } from '../engine/schema/typegen';
import { writeWorkflowOutputs } from './workflows/write';

writeFileSync('docs/screen-format.md', formatReference());
writeFileSync('engine/schema/screen.schema.json', metaSchemaJson());
writeFileSync('engine/schema/format.gen.ts', formatTypes());
// The documents' state diagrams (docs/diagrams) and the rest the declared workflows derive.
writeWorkflowOutputs();
console.log('docs:format: wrote docs/screen-format.md, engine/schema/screen.schema.json and engine/schema/format.gen.ts');
