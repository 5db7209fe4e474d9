// Which JavaScript files a route loads, from the build's manifest (the chunk graph) and the route's screen
// file: the entry and what it imports; the screen's chunk; the entity files the registry loads with it
// (docs/engine.md: every entity its blocks and dialogs name, and what those refer to); the chunk of each
// lazy block renderer the route shows (form, list, cards, detail, ...: LAZY_BLOCKS) and the precompiled
// validators of each form's entity; rjsf's chunk for a form that is not flat; the form parts a form needs
// (FORM_PARTS: widgets beyond text and password, the summary and preview); node-forge once a password
// is sent (the catalogue's encrypted calls). Dialog bodies load when a dialog opens, not with the route.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogue } from '../../../api/catalogue';
import { loadSchemaFiles } from '../../../engine/build/load-files';
import { refsOf } from '../../../engine/render/registry';
import { walkScreen } from '../../../engine/schema/walk';
import { normalize } from '../../../engine/schema/normalize';
import { resolveEntity, type Entities, type EntitySchema } from '../../../engine/schema/entity';
import { deriveForm } from '../../../engine/render/form/derive';
import { isFlatForm } from '../../../engine/render/form/flat/is-flat';
import { formParts, type FormPart } from '../../../engine/render/form/parts';
import type { FormBody } from '../../../engine/schema/types';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

// A package's key is its path from the project root, which climbs out of a worktree whose node_modules
// is a link to another checkout's ('../../main/node_modules/...'): keyed from node_modules/ on.
const packageKey = (key: string): string => key.replace(/^(\.\.\/)+.*?(?=node_modules\/)/, '');

export function readManifest(outDir: string): Manifest {
  const raw = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return Object.fromEntries(
    Object.entries(raw).map(([key, chunk]) => [
      packageKey(key),
      { ...chunk, ...(chunk.imports && { imports: chunk.imports.map(packageKey) }), ...(chunk.dynamicImports && { dynamicImports: chunk.dynamicImports.map(packageKey) }) },
    ]),
  );
}

/** Manifest keys of the app's lazy parts (engine/render/BlockView.tsx, FormView.tsx, api/client/crypto). */
export const PARTS = {
  entry: 'index.html',
  form: 'engine/render/form/FormView.tsx',
  rjsf: 'engine/render/form/rjsf/RjsfFields.tsx',
  list: 'engine/render/list/ListView.tsx',
  forge: 'node_modules/node-forge/lib/index.js',
} as const;

/** The form parts beyond the form's chunk (engine/render/form/parts.ts): loaded with a form that needs them. */
export const FORM_PARTS: Readonly<Record<FormPart, string>> = {
  widgets: 'engine/render/form/widgets/heavy.ts',
  live: 'engine/render/form/live/live-parts.ts',
};

/** Block kinds whose renderer is its own chunk (engine/render/BlockView.tsx): loaded when a route shows one. */
export const LAZY_BLOCKS: Readonly<Record<string, string>> = {
  form: PARTS.form,
  list: PARTS.list,
  cards: 'engine/render/cards/CardsView.tsx',
  detail: 'engine/render/detail/DetailView.tsx',
  steps: 'engine/render/progress/StepsView.tsx',
  timeline: 'engine/render/progress/TimelineView.tsx',
  'sku-picker': 'engine/render/storefront/SkuPickerView.tsx',
  cart: 'engine/render/storefront/CartView.tsx',
  chart: 'engine/render/chart/ChartView.tsx',
};
/** echarts, imported by the chart block's chunk on its first render (engine/render/chart/echarts-setup.ts). */
export const ECHARTS_PART = 'engine/render/chart/echarts-setup.ts';

/** A chunk and everything it imports statically (what the browser fetches with it). */
export function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}


export interface RouteJs {
  /** Files loaded to show the route. */
  load: Set<string>;
  /** Files loaded once a password is sent (node-forge), when the route sends one. */
  password?: Set<string>;
}

export function routeJs(manifest: Manifest, screenFile: string, entities: Entities, encryptedCalls: ReadonlySet<string>): RouteJs {
  const screen = JSON.parse(readFileSync(screenFile, 'utf8')) as Record<string, unknown>;
  const keys: string[] = [PARTS.entry, screenFile];
  // Entities: what the registry loads with the screen (every block's, dialogs included), with their refs.
  const wanted = new Set<string>();
  const forms: FormBody[] = [];
  const lazyParts = new Set<string>();
  let sendsPassword = false;
  walkScreen(screen, (v) => {
    const node = v.node as Record<string, unknown>;
    if (v.type === 'block' && typeof node.entity === 'string') wanted.add(node.entity);
    const inDialog = v.pointer.startsWith('/dialogs/') || screen.kind === 'dialog';
    if (v.type === 'block' && !inDialog && node.kind === 'form') forms.push(normalize(node as never) as FormBody);
    if (v.type === 'block' && !inDialog && typeof node.kind === 'string' && LAZY_BLOCKS[node.kind]) lazyParts.add(LAZY_BLOCKS[node.kind]!);
    if (v.type === 'block' && !inDialog && node.kind === 'chart') lazyParts.add(ECHARTS_PART);
    if (v.type === 'action' && !inDialog && typeof node.call === 'string' && encryptedCalls.has(node.call)) sendsPassword = true;
  });
  const all = new Set<string>();
  let pending = [...wanted];
  while (pending.length) {
    const next: string[] = [];
    for (const id of pending) {
      if (all.has(id)) continue;
      all.add(id);
      next.push(...refsOf(entities[id] as EntitySchema, new Set()));
    }
    pending = next;
  }
  keys.push(...[...all].map((id) => `schemas/entities/${id}.json`));
  // A renderer bundled into the entry (a build before it was made lazy) has no chunk of its own.
  keys.push(...[...lazyParts].filter((k) => manifest[k]));
  if (forms.length) keys.push(...new Set(forms.map((f) => `engine-validators/${f.entity}`)));
  const derived = forms.map((f) => ({ body: f, form: deriveForm(f, resolveEntity(f.entity, entities)) }));
  if (derived.some((d) => !isFlatForm(d.form))) keys.push(PARTS.rjsf);
  keys.push(...new Set(derived.flatMap((d) => formParts(d.form, d.body).map((p) => FORM_PARTS[p]))));
  const load = closure(manifest, keys);
  return sendsPassword ? { load, password: new Set([...load, ...closure(manifest, [PARTS.forge])]) } : { load };
}

/** Budgets (README "Bundle budget", issue 4): the login route at most 200 KB gzip JS, any other 300 KB; a
 * route that shows a chart 400 KB (issue 31: echarts' smallest useful build, core + line + bar + grid +
 * tooltip + legend + SVG, is about 190 KB gzip on its own, loaded after the page by the chart block). */
export const BUDGET = { login: 200 * 1024, other: 300 * 1024, chart: 400 * 1024 } as const;

export interface RouteFigure {
  name: string;
  path: string;
  /** Gzip bytes (level 9) of the JS the route loads. */
  gzip: number;
  budget: number;
  /** Gzip bytes once a password is sent (node-forge joins), for routes that send one. */
  afterPassword?: number;
}

/** Every route of the build in outDir with the gzip size of the JS it loads and its budget. */
export function routeFigures(outDir: string): { figures: RouteFigure[]; gzipOf: (files: Iterable<string>) => number; manifest: Manifest } {
  const manifest = readManifest(outDir);
  const size = new Map<string, number>();
  const gz = (file: string) => {
    let n = size.get(file);
    if (n === undefined) size.set(file, (n = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length));
    return n;
  };
  const gzipOf = (files: Iterable<string>) => [...files].reduce((s, f) => s + gz(f), 0);
  const { screens, entities } = loadSchemaFiles('schemas');
  const encrypted = new Set(catalogue.filter((c) => c.encrypted).map((c) => c.key));
  const figures: RouteFigure[] = [];
  for (const { file, json } of screens) {
    const route = (json as { route?: { name: string; path: string } }).route;
    if (!route) continue;
    const js = routeJs(manifest, file, entities, encrypted);
    const chart = manifest[ECHARTS_PART] && closure(manifest, [ECHARTS_PART]).size > 0 && [...closure(manifest, [ECHARTS_PART])].every((f) => js.load.has(f));
    figures.push({
      name: route.name,
      path: route.path,
      gzip: gzipOf(js.load),
      budget: route.name === 'Login' ? BUDGET.login : chart ? BUDGET.chart : BUDGET.other,
      ...(js.password && { afterPassword: gzipOf(js.password) }),
    });
  }
  return { figures, gzipOf, manifest };
}

/** The routes over their budget, each named with its figures (empty when all fit). */
export const overBudget = (figures: readonly RouteFigure[]): string[] =>
  figures.filter((f) => f.gzip > f.budget).map((f) => `${f.name} ${f.path}: ${(f.gzip / 1024).toFixed(1)} KB gzip JS, budget ${(f.budget / 1024).toFixed(1)} KB`);
