// Node-only: reads the JSON files of a schemas directory. Entities (entities/*.json) are keyed by their
// $id (or file stem); every other file is a screen file, compiled as the build compiles it. Used by scripts/schemas-check.ts and the vite
// plugin; never by the browser.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { EntitySchema } from '../schema/entity';
import type { CheckError, SchemaFile } from '../schema/check';
import { compileScreen } from '../schema/compile';

export interface LoadedSchemas {
  screens: SchemaFile[];
  entities: Record<string, EntitySchema>;
  /** Files that are not valid JSON. */
  errors: CheckError[];
}

function listJson(dir: string): string[] {
  let out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names.sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(listJson(full));
    else if (name.endsWith('.json')) out.push(full);
  }
  return out;
}

/** Reads `dir` (e.g. schemas/); file names in results are relative to `cwd`, with forward slashes. */
export function loadSchemaFiles(dir: string, cwd = process.cwd(), entitiesDir = join(dir, 'entities')): LoadedSchemas {
  const result: LoadedSchemas = { screens: [], entities: {}, errors: [] };
  const name = (full: string) => relative(cwd, full).split(sep).join('/');
  const parse = (full: string): unknown => {
    try {
      return JSON.parse(readFileSync(full, 'utf8'));
    } catch (e) {
      result.errors.push({ file: name(full), pointer: '', message: `not valid JSON: ${(e as Error).message}` });
      return undefined;
    }
  };
  for (const full of listJson(entitiesDir)) {
    const json = parse(full) as EntitySchema | undefined;
    if (json) result.entities[typeof json.$id === 'string' ? json.$id : basename(full, '.json')] = json;
  }
  const entitiesPrefix = `${relative(cwd, entitiesDir).split(sep).join('/')}/`;
  for (const full of listJson(dir)) {
    if (name(full).startsWith(entitiesPrefix)) continue;
    const json = parse(full);
    if (json === undefined) continue;
    // What the build ships: templates compiled to JSON-logic, aliases expanded (schema/compile.ts).
    const compiled = compileScreen(json);
    for (const e of compiled.errors) result.errors.push({ file: name(full), pointer: e.pointer, message: e.message });
    result.screens.push({ file: name(full), json: compiled.json });
  }
  return result;
}
