// `npm run schemas:check`: every screen file under schemas/ against the engine's meta-schema, then
// cross-checked with schemas/entities and the path catalogue. Each error names the file and the JSON
// pointer. The vite build runs the same checks (engine/build/vite-plugin.ts).
import { catalogue } from '../api/catalogue';
import { loadSchemaFiles } from '../engine/build/load-files';
import { checkScreens, formatError } from '../engine/schema/check';
import { SCREEN_COMPONENT_NAMES } from '../screens/names';
import { EFFECT_NAMES } from '../src/engine-host/effect-names';

const loaded = loadSchemaFiles('schemas');
const errors = [
  ...loaded.errors,
  ...checkScreens({
    files: loaded.screens,
    entities: loaded.entities,
    catalogue: { keys: catalogue.map((c) => c.key) },
    components: SCREEN_COMPONENT_NAMES,
    effects: EFFECT_NAMES,
  }),
];
if (errors.length > 0) {
  for (const e of errors) console.error(formatError(e));
  console.error(`schemas:check: ${errors.length} error(s)`);
  process.exit(1);
}
console.log(`schemas:check: ${loaded.screens.length} screen file(s), ${Object.keys(loaded.entities).length} entit(y/ies) OK`);
