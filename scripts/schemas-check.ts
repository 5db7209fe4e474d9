// `npm run schemas:check`: every screen file under schemas/ against the engine's meta-schema, then
// cross-checked with schemas/entities and the path catalogue. Each error names the file and the JSON
// pointer. The vite build runs the same checks (engine/build/vite-plugin.ts).
import { readFileSync } from 'node:fs';
import { answersOf, catalogue } from '../api/catalogue';
import { loadSchemaFiles } from '../engine/build/load-files';
import { checkScreens, formatError } from '../engine/schema/check';
import { SCREEN_COMPONENT_NAMES } from '../screens/names';
import { EFFECT_NAMES } from '../src/engine-host/effect-names';
import { ENTITY_TYPES_FILE, entityTypesSource } from './entity-types-source';
import { CALL_TYPES_FILE, callTypesDigest, recordedDigest } from './call-types-source';
import { CALL_ROUTES_FILE, callRoutesSource } from './call-routes-source';
import { declaredWorkflows, staleOutputs, workflowOutputs } from './workflows/outputs';
import { checkCopiedTones, checkDerivedButtons, checkDerivedTones } from './workflows/check';

const loaded = loadSchemaFiles('schemas');
// The declared workflows (docs/workflow.md): what they derive is generated, never restated by hand.
const declared = declaredWorkflows();
const errors = [
  ...loaded.errors,
  ...checkScreens({
    files: loaded.screens,
    entities: loaded.entities,
    catalogue: { keys: catalogue.map((c) => c.key), answers: answersOf(catalogue) },
    components: SCREEN_COMPONENT_NAMES,
    effects: EFFECT_NAMES,
  }),
  ...checkDerivedTones(loaded.screens, loaded.entities, declared),
  ...checkDerivedButtons(loaded.screens, loaded.entities, declared, answersOf(catalogue)),
  ...checkCopiedTones('schemas', declared),
];
// The entities' literal types (request/response typing) must match schemas/entities/*.json.
const staleEntities = readFileSync(ENTITY_TYPES_FILE, 'utf8') !== entityTypesSource();
if (staleEntities) console.error(`${ENTITY_TYPES_FILE}: stale, schemas/entities changed: run npm run catalogue:types`);
// The calls' derived types (gen/calls.ts) record a digest of api/catalogue; comparing it is cheap, deriving
// them again is not (tests/api/call-types.test.ts does).
const staleCalls = recordedDigest() !== callTypesDigest();
if (staleCalls) console.error(`${CALL_TYPES_FILE}: stale, api/catalogue or schemas/entities changed: run npm run catalogue:types`);
// The client's route table (gen/routes.ts) must say what the catalogue says.
const staleRoutes = readFileSync(CALL_ROUTES_FILE, 'utf8') !== callRoutesSource();
if (staleRoutes) console.error(`${CALL_ROUTES_FILE}: stale, api/catalogue changed: run npm run catalogue:types`);
// What the workflows derive (fragments, entity enums, diagrams) must say what the declarations say.
const staleDerived = staleOutputs(workflowOutputs(declared));
for (const o of staleDerived) console.error(`${o.file}: stale, generated from the ${o.from.wf.decl.document} workflow (${o.from.source}): run npm run workflows:gen`);
const stale = (staleEntities ? 1 : 0) + (staleCalls ? 1 : 0) + (staleRoutes ? 1 : 0) + staleDerived.length;
if (errors.length > 0 || stale) {
  for (const e of errors) console.error(formatError(e));
  console.error(`schemas:check: ${errors.length + stale} error(s)`);
  process.exit(1);
}
console.log(`schemas:check: ${loaded.screens.length} screen file(s), ${Object.keys(loaded.entities).length} entit(y/ies) OK`);
