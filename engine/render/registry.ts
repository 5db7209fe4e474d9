// The screen registry the app builds from Vite globs, so each screen file is its own lazy chunk:
//
//   buildScreenRegistry({
//     screens: import.meta.glob('/schemas/**/*.json'),
//     manifests: import.meta.glob('/schemas/**/*.json', { query: '?screen-manifest', import: 'default', eager: true }),
//     entities: import.meta.glob('/schemas/entities/*.json'),
//   })
//
// The manifests (route parts only, emitted by engine/build's plugin) are eager and tiny: they make the
// route table and the menu. A full screen and the entities it uses load when the screen is opened.
import { manifestOf } from '../access/manifest';
import type { ScreenManifest } from '../access/types';
import type { EntitySchema } from '../schema/entity';
import type { ScreenFile } from '../schema/types';
import type { LoadedScreen, ScreenLoader } from './context';

type Loader = () => Promise<unknown>;

export interface RegistrySources {
  screens: Record<string, Loader>;
  manifests?: Record<string, unknown>;
  entities: Record<string, Loader>;
  /** For screen files given raw (tests, tools): compileScreen (engine/schema/compile.ts). The app's
   * files are compiled by the build already, so it passes none: the browser never loads the expression
   * parser (README "Bundle budget"). */
  compile?: (file: ScreenFile) => ScreenFile;
}

export interface ScreenRegistry extends ScreenLoader {
  /** Route and dialog manifests (after ready()). */
  manifests(): readonly ScreenManifest[];
  /** Resolves once manifests are known (immediately when they were given eagerly). */
  ready(): Promise<readonly ScreenManifest[]>;
}

const isEntityPath = (path: string) => /\/entities\//.test(path);
const unwrap = (m: unknown): unknown => (m && typeof m === 'object' && 'default' in m ? (m as { default: unknown }).default : m);
const stem = (path: string) => path.replace(/^.*\//, '').replace(/\.json$/, '');

/** The entity ids a schema refers to ($ref "account#/properties/phone" -> account). */
export function refsOf(schema: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => refsOf(s, out));
  else if (schema && typeof schema === 'object') {
    for (const [k, v] of Object.entries(schema)) {
      if (k === '$ref' && typeof v === 'string' && !v.startsWith('#')) out.add(v.split('#')[0]!);
      else refsOf(v, out);
    }
  }
  return out;
}

/** The entities a screen names by an `entity` key, anywhere in it (blocks, dialogs, fragments' parts):
 * a plain search rather than the screen walker, which the browser's entry need not carry (README "Bundle
 * budget"); a name that is no entity is not asked for. */
export function entitiesNamed(screen: unknown, known: ReadonlyMap<string, unknown>, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(screen)) screen.forEach((s) => entitiesNamed(s, known, out));
  else if (screen && typeof screen === 'object') {
    for (const [k, v] of Object.entries(screen)) {
      if (k === 'entity' && typeof v === 'string') {
        if (known.has(v)) out.add(v);
      } else entitiesNamed(v, known, out);
    }
  }
  return out;
}

export function buildScreenRegistry(sources: RegistrySources): ScreenRegistry {
  const screenPaths = Object.keys(sources.screens).filter((p) => !isEntityPath(p));
  const entityLoaders = new Map(Object.entries(sources.entities).map(([p, l]) => [stem(p), l]));
  let manifests: ScreenManifest[] | undefined = sources.manifests
    ? screenPaths.flatMap((p) => {
        const m = unwrap(sources.manifests![p]) as ScreenManifest | undefined;
        return m && m.kind ? [{ ...m, file: p }] : [];
      })
    : undefined;
  const compile = sources.compile ?? ((f: ScreenFile) => f);
  const files = new Map<string, Promise<ScreenFile>>();
  const entities = new Map<string, Promise<EntitySchema>>();

  const file = (path: string) => {
    let p = files.get(path);
    // Built files are compiled already (templates, aliases); files given raw come with their compile.
    if (!p) files.set(path, (p = sources.screens[path]!().then((m) => compile(unwrap(m) as ScreenFile))));
    return p;
  };
  const entity = (id: string) => {
    let p = entities.get(id);
    if (!p) {
      const loader = entityLoaders.get(id);
      p = loader ? loader().then((m) => unwrap(m) as EntitySchema) : Promise.reject(new Error(`实体不存在：${id}`));
      entities.set(id, p);
    }
    return p;
  };
  const ready = async () => {
    manifests ??= await Promise.all(screenPaths.map(async (p) => manifestOf(p, await file(p))));
    return manifests;
  };

  async function loadFile(m: ScreenManifest, name: string): Promise<LoadedScreen> {
    const screen = await file(m.file);
    // Entities the screen uses, and those their $refs reach.
    const wanted = entitiesNamed(screen, entityLoaders);
    const loaded: Record<string, EntitySchema> = {};
    let pending = [...wanted];
    while (pending.length) {
      const batch = await Promise.all(pending.map(async (id) => [id, await entity(id)] as const));
      pending = [];
      for (const [id, schema] of batch) {
        loaded[id] = schema;
        for (const ref of refsOf(schema, new Set())) if (!(ref in loaded) && !pending.includes(ref)) pending.push(ref);
      }
    }
    return { name, file: m.file, screen, entities: loaded };
  }

  return {
    manifests: () => manifests ?? [],
    ready,
    async load(name: string): Promise<LoadedScreen> {
      const all = await ready();
      const m = all.find((x) => x.route?.name === name || x.name === name);
      // An alias loads its screen under the screen's own name (tenant patches address that name); the
      // route it was opened through, and that route's mode, go with it into the scope (route.name/mode).
      const owner = m ?? all.find((x) => x.aliases?.some((a) => a.name === name));
      if (!owner) throw new Error(`页面不存在：${name}`);
      const via = owner.route?.name === name ? owner.route : owner.aliases?.find((a) => a.name === name);
      const route = via ? { name: via.name, ...(via.mode ? { mode: via.mode } : {}) } : undefined;
      if (!m) return { ...(await loadFile(owner, owner.route!.name)), ...(route ? { route } : {}) };
      return { ...(await loadFile(m, name)), ...(route ? { route } : {}) };
    },
  };
}
