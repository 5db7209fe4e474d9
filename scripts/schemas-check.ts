// `npm run schemas:check` — PLACEHOLDER from the server track until the schema engine track (issue 3)
// lands its full checker (meta-schema, cross-checks, JSON pointers); on merge, take theirs. Meanwhile it
// checks what the server relies on: every JSON file under schemas/ parses, the menu registry builds (route
// names unique, parents exist, permission keys unique), and every entity has its $id and Chinese titles.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../api/server/app';
import { readRegistry } from '../api/server/modules/permission';

const errors: string[] = [];
try {
  const entries = readRegistry(SCHEMAS_DIR);
  console.log(`schemas: ${entries.length} menu registry entries`);
} catch (e) {
  errors.push((e as Error).message);
}
const entitiesDir = join(SCHEMAS_DIR, 'entities');
for (const file of readdirSync(entitiesDir).filter((f) => f.endsWith('.json'))) {
  const schema = JSON.parse(readFileSync(join(entitiesDir, file), 'utf8')) as { $id?: string; properties?: Record<string, { title?: string }> };
  if (schema.$id !== file.replace(/\.json$/, '')) errors.push(`entities/${file}: $id must be the file stem`);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (!prop.title || !/[\u4e00-\u9fa5]/.test(prop.title)) errors.push(`entities/${file}#/properties/${name}: a Chinese title is required`);
  }
}
if (errors.length) {
  for (const e of errors) console.error(`schemas: ${e}`);
  process.exit(1);
}
