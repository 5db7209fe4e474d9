// Which JavaScript files a route loads, from the build's manifest (the chunk graph) and the route's screen
// file: the entry and what it imports; the screen's chunk; the entity files the registry loads with it
// (docs/engine.md: every entity its blocks and dialogs name, and what those refer to); the form chunk
// and the precompiled validators of each form's entity when a form shows; rjsf's chunk for a form that
// is not flat; the list chunk when a list shows; node-forge once a password is sent (the catalogue's
// encrypted calls). Dialog bodies load when a dialog opens, not with the route.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { refsOf } from '../../../engine/render/registry';
import { walkScreen } from '../../../engine/schema/walk';
import { normalize } from '../../../engine/schema/normalize';
import { resolveEntity, type Entities, type EntitySchema } from '../../../engine/schema/entity';
import { deriveForm } from '../../../engine/render/form/derive';
import { isFlatForm } from '../../../engine/render/form/flat/is-flat';
import type { FormBody } from '../../../engine/schema/types';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (outDir: string): Manifest => JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** Manifest keys of the app's lazy parts (engine/render/BlockView.tsx, FormView.tsx, api/client/crypto). */
export const PARTS = {
  entry: 'index.html',
  form: 'engine/render/form/FormView.tsx',
  rjsf: 'engine/render/form/rjsf/RjsfFields.tsx',
  list: 'engine/render/list/ListView.tsx',
  forge: 'node_modules/node-forge/lib/index.js',
} as const;

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
  let list = false;
  let sendsPassword = false;
  walkScreen(screen, (v) => {
    const node = v.node as Record<string, unknown>;
    if (v.type === 'block' && typeof node.entity === 'string') wanted.add(node.entity);
    const inDialog = v.pointer.startsWith('/dialogs/') || screen.kind === 'dialog';
    if (v.type === 'block' && !inDialog && node.kind === 'form') forms.push(normalize(node as never) as FormBody);
    if (v.type === 'block' && !inDialog && node.kind === 'list') list = true;
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
  if (forms.length) keys.push(PARTS.form, ...new Set(forms.map((f) => `engine-validators/${f.entity}`)));
  if (forms.some((f) => !isFlatForm(deriveForm(f, resolveEntity(f.entity, entities))))) keys.push(PARTS.rjsf);
  if (list) keys.push(PARTS.list);
  const load = closure(manifest, keys);
  return sendsPassword ? { load, password: new Set([...load, ...closure(manifest, [PARTS.forge])]) } : { load };
}
