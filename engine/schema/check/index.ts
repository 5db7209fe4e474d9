// The checks behind `npm run schemas:check` and the build: every file against the meta-schema, then
// cross-checked. Pure: files, entities and catalogue facts come in; errors (file + JSON pointer) go out.
import { crossCheck } from './cross';
import { gatherFacts } from './registry-facts';
import { checkNoCode } from './no-code';
import { checkShape } from './shape';
import type { CheckError, CheckInput } from './types';

export type { CheckError, CheckInput, CatalogueFacts, SchemaFile } from './types';
export { formatError } from './types';

export function checkScreens(input: CheckInput): CheckError[] {
  const shapeErrors = input.files.flatMap(({ file, json }) => checkShape(file, json));
  const broken = new Set(shapeErrors.map((e) => e.file));
  const codeErrors = input.files.flatMap(({ file, json }) => checkNoCode(file, json));
  const facts = gatherFacts(input.files);
  const catalogueKeys = new Set(input.catalogue.keys);
  const components = input.components ? new Set(input.components) : undefined;
  const effects = input.effects ? new Set(input.effects) : undefined;
  const cross = input.files
    .filter((f) => !broken.has(f.file))
    .flatMap(({ file, json, expressions }) =>
      crossCheck({ file, json: json as Record<string, unknown>, entities: input.entities, catalogueKeys, answers: input.catalogue.answers, facts, components, effects, expressions }),
    );
  const all = [...shapeErrors, ...codeErrors, ...facts.errors, ...cross];
  return all.sort((a, b) => a.file.localeCompare(b.file) || a.pointer.localeCompare(b.pointer));
}
