// The engine's Vite plugin:
// - checks every screen file at build start with the same checks as `npm run schemas:check` (the
//   catalogue keys are injected: engine/ never imports api/), and fails the build on any error;
// - serves `<file>.json?screen-manifest`: the route part of a screen file, so the app can glob the
//   manifests eagerly while each full screen stays its own lazy chunk;
// - compiles each screen file as it becomes its chunk (fragments resolved, text templates to JSON-logic,
//   compact aliases expanded: engine/schema/compile.ts), the very compilation schemas:check checks; a
//   screen's chunk is rebuilt when a fragment it uses changes;
// - serves `virtual:engine/validators`: per entity, a lazy module of precompiled Ajv validators, so
//   forms validate in the browser without eval (strict CSP).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { manifestOf } from '../access/manifest';
import { checkScreens, formatError, type CatalogueFacts } from '../schema/check';
import { compileScreen } from '../schema/compile';
import type { ScreenFile } from '../schema/types';
import { STANDALONE_RUNTIME } from '../validation/runtime';
import { fragmentFiles, fragmentsDirOf, loadSchemaFiles } from './load-files';
import { entityValidatorsCode } from './validator-code';

export interface EngineSchemasOptions {
  /** Catalogue facts (keys), injected by vite.config.ts from api/catalogue. */
  catalogue: CatalogueFacts;
  /** Screen files; default "schemas" under the project root. */
  dir?: string;
  /** Entity files; default "<dir>/entities". */
  entitiesDir?: string;
  /** Names of hand-written components, when the app wants them checked. */
  components?: string[];
  /** Names of the effects the app provides, when the app wants effect steps checked. */
  effects?: string[];
}

export const VALIDATORS_ID = 'virtual:engine/validators';
const RESOLVED = '\0engine-validators';
const MANIFEST_QUERY = '?screen-manifest';
const RUNTIME_NEXT_TO_US = fileURLToPath(new URL('../validation/runtime.ts', import.meta.url));

/** What the browser's registry needs of a manifest: every app entry carries all of them, so nothing more.
 * The registry names each by its glob key (so no `file`), and the button labels (`permissions`) are read
 * by the server's menu sync from the files, never by the browser (README "Bundle budget"). A fragment is
 * no screen: its manifest is empty, and the registry skips it. */
function browserManifest(m: ReturnType<typeof manifestOf>): Omit<ReturnType<typeof manifestOf>, 'file' | 'permissions'> {
  const { file: _file, permissions: _permissions, ...rest } = m;
  return rest;
}

export function engineSchemas(options: EngineSchemasOptions): Plugin {
  let root = process.cwd();
  const dirOf = () => resolve(root, options.dir ?? 'schemas');
  const entitiesOf = () => resolve(root, options.entitiesDir ?? join(options.dir ?? 'schemas', 'entities'));
  const fragmentsOf = () => fragmentsDirOf(dirOf());
  const load = () => loadSchemaFiles(dirOf(), root, entitiesOf());
  /** Fragments from disk; each one read is watched, so editing it rebuilds the screens that use it. */
  const fragments = (watch?: (file: string) => void) => {
    const read = fragmentFiles(fragmentsOf());
    return (name: string) => {
      watch?.(join(fragmentsOf(), `${name}.json`));
      return read(name);
    };
  };
  const check = (): string[] => {
    const loaded = load();
    return [
      ...loaded.errors,
      ...checkScreens({ files: loaded.screens, entities: loaded.entities, catalogue: options.catalogue, components: options.components, effects: options.effects }),
    ].map(formatError);
  };
  const report = (errors: string[]) => `schemas: ${errors.length} error(s)\n${errors.join('\n')}`;
  // Where generated validators import the runtime from (a bundled vite.config may move import.meta.url).
  const runtimeFile = () => (existsSync(RUNTIME_NEXT_TO_US) ? RUNTIME_NEXT_TO_US : resolve(root, 'engine/validation/runtime.ts'));

  return {
    name: 'engine-schemas',
    enforce: 'pre',
    configResolved(config: ResolvedConfig) {
      root = config.root;
    },
    buildStart() {
      const errors = check();
      if (errors.length) this.error(report(errors));
    },
    handleHotUpdate({ file, server }) {
      if (!file.endsWith('.json') || !file.startsWith(dirOf() + sep)) return;
      const errors = check();
      if (errors.length) server.ws.send({ type: 'error', err: { message: report(errors), stack: '' } });
    },
    resolveId(id) {
      if (id === VALIDATORS_ID) return RESOLVED;
      if (id.startsWith(`${VALIDATORS_ID}/`)) return `${RESOLVED}/${id.slice(VALIDATORS_ID.length + 1)}`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED) {
        const ids = Object.keys(load().entities).sort();
        const entries = ids.map((e) => `  ${JSON.stringify(e)}: () => import(${JSON.stringify(`${VALIDATORS_ID}/${e}`)}).then((m) => m.default),`);
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`${RESOLVED}/`)) {
        const entity = id.slice(RESOLVED.length + 1);
        const { entities } = load();
        return entityValidatorsCode(entity, entities, (spec) => (spec === STANDALONE_RUNTIME ? runtimeFile() : spec)).code;
      }
      if (id.endsWith(`.json${MANIFEST_QUERY}`)) {
        const file = id.slice(0, -MANIFEST_QUERY.length);
        const path = isAbsolute(file) ? file : resolve(root, file);
        const json = compileScreen(JSON.parse(readFileSync(path, 'utf8')) as ScreenFile, fragments((f) => this.addWatchFile(f))).json;
        const rel = relative(root, path).split(sep).join('/');
        const manifest = rel.includes('/entities/') ? { kind: 'entity' } : rel.startsWith(`${relative(root, fragmentsOf()).split(sep).join('/')}/`) ? {} : browserManifest(manifestOf(rel, json));
        return { code: `export default ${JSON.stringify(manifest)};\n`, moduleType: 'js' };
      }
      return undefined;
    },
    transform(code, id) {
      // A screen file (not an entity or fragment, not a manifest): the chunk holds the compiled screen.
      if (!id.endsWith('.json') || !id.startsWith(dirOf() + sep) || id.startsWith(entitiesOf() + sep) || id.startsWith(fragmentsOf() + sep)) return undefined;
      return { code: JSON.stringify(compileScreen(JSON.parse(code) as unknown, fragments((f) => this.addWatchFile(f))).json), map: null };
    },
  };
}
