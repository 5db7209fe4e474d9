// Node-only: reads the JSON files of a schemas directory. Entities (entities/*.json) are keyed by their
// $id (or file stem); fragments (fragments/*.json) are what screens build on (`$use`, schema/compose.ts);
// every other file is a screen file, compiled (composed) as the build compiles it. Used by
// scripts/schemas-check.ts, the vite plugin and the tests' loaders; never by the browser.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { EntitySchema } from '../schema/entity';
import type { CheckError, SchemaFile } from '../schema/check';
import { compileScreen } from '../schema/compile';
import type { FragmentSource } from '../schema/compose';

export interface LoadedSchemas {
  screens: SchemaFile[];
  entities: Record<string, EntitySchema>;
  /** Fragments by name (fragments/<name>.json). */
  fragments: Record<string, unknown>;
  /** Files that are not valid JSON, and composition errors (unknown fragment, override pointing nowhere). */
  errors: CheckError[];
}

/** The fragments directory of a schemas directory. */
export const fragmentsDirOf = (dir: string): string => join(dir, 'fragments');

/** Fragments read from a directory as they are asked for (fragments/<name>.json). */
export function fragmentFiles(dir: string): FragmentSource {
  return (name) => {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) return undefined;
    try {
      return JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as unknown;
    } catch {
      return undefined;
    }
  };
}

/** One screen file as the build ships it (composed, compiled); throws on an error. Tests read real screens so. */
export function loadScreenFile(file: string, fragmentsDir = fragmentsDirOf(dirname(dirname(file)))): unknown {
  const { json, errors } = compileScreen(JSON.parse(readFileSync(file, 'utf8')) as unknown, fragmentFiles(fragmentsDir));
  if (errors.length) throw new Error(`${file}: ${errors.map((e) => `#${e.pointer} ${e.message}`).join('; ')}`);
  return json;
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
  const result: LoadedSchemas = { screens: [], entities: {}, fragments: {}, errors: [] };
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
  const fragmentsDir = fragmentsDirOf(dir);
  for (const full of listJson(fragmentsDir)) {
    const json = parse(full);
    if (json !== undefined) result.fragments[basename(full, '.json')] = json;
  }
  const fragment: FragmentSource = (n) => (Object.hasOwn(result.fragments, n) ? result.fragments[n] : undefined);
  const skipped = [entitiesDir, fragmentsDir].map((d) => `${relative(cwd, d).split(sep).join('/')}/`);
  for (const full of listJson(dir)) {
    if (skipped.some((prefix) => name(full).startsWith(prefix))) continue;
    const json = parse(full);
    if (json === undefined) continue;
    // What the build ships: fragments resolved, templates compiled to JSON-logic, aliases expanded (schema/compile.ts).
    const compiled = compileScreen(json, fragment);
    for (const e of compiled.errors) result.errors.push({ file: name(full), pointer: e.pointer, message: e.message });
    result.screens.push({ file: name(full), json: compiled.json, ...(compiled.expressions.length ? { expressions: compiled.expressions } : {}) });
  }
  return result;
}
