// The screens a tenant admin may patch, read from the screen files as the build ships them (composed and
// compiled) and normalized as the engine renders them, once per process. With them, what the screen
// format's checks need (entities, the catalogue's keys and answers, the registry facts), so a patch is
// checked against the same rules `npm run schemas:check` applies to the files.
import { answersOf, catalogue } from '../../../catalogue';
import { loadSchemaFiles } from '../../../../engine/build/load-files';
import { normalize } from '../../../../engine/schema/normalize';
import { crossCheck } from '../../../../engine/schema/check/cross';
import { gatherFacts, type RegistryFacts } from '../../../../engine/schema/check/registry-facts';
import { checkShape } from '../../../../engine/schema/check/shape';
import type { CheckError } from '../../../../engine/schema/check';
import type { Entities } from '../../../../engine/schema/entity';
import { routesOfScreen } from '../../../../engine/validation';

export interface PatchableScreen {
  name: string;
  title: string;
  path: string;
  file: string;
  /** Normalized, unpruned: what a patch addresses. */
  screen: Record<string, unknown>;
}

/** Kinds a tenant admin may patch: the ordinary screens (not hand-written components, frames or slots). */
const PATCHABLE = new Set(['list', 'form', 'detail', 'page', 'cards']);

export class ScreenCatalog {
  private loaded?: { screens: Map<string, PatchableScreen>; entities: Entities; facts: RegistryFacts; keys: Set<string>; answers: Record<string, readonly string[]> };

  constructor(private readonly dir: string) {}

  private load() {
    if (this.loaded) return this.loaded;
    const files = loadSchemaFiles(this.dir, this.dir);
    const screens = new Map<string, PatchableScreen>();
    for (const f of files.screens) {
      const json = f.json as Record<string, unknown> & { kind?: string };
      if (!json || !PATCHABLE.has(String(json.kind))) continue;
      const [route] = routesOfScreen(json as Parameters<typeof routesOfScreen>[0]) as { name?: string; path?: string; meta?: { title?: string } }[];
      if (!route?.name) continue;
      screens.set(route.name, { name: route.name, title: String(route.meta?.title ?? route.name), path: route.path ?? '', file: f.file, screen: normalize(json as never) });
    }
    this.loaded = { screens, entities: files.entities, facts: gatherFacts(files.screens), keys: new Set(catalogue.map((c) => c.key)), answers: answersOf(catalogue) };
    return this.loaded;
  }

  list(): PatchableScreen[] {
    return [...this.load().screens.values()].sort((a, b) => a.path.localeCompare(b.path));
  }

  get(name: string): PatchableScreen | undefined {
    return this.load().screens.get(name);
  }

  get entities(): Entities {
    return this.load().entities;
  }

  /** The screen format's checks (meta-schema, then the cross-checks) on a screen of this catalogue. */
  check(file: string, json: Record<string, unknown>): CheckError[] {
    const l = this.load();
    const shape = checkShape(file, json);
    if (shape.length) return shape;
    return crossCheck({ file, json, entities: l.entities, catalogueKeys: l.keys, facts: l.facts, answers: l.answers });
  }
}
