// The real screen files as the app's ScreenSource, read from disk the way the Vite globs give them: lazy
// screens (as the plugin ships them: fragments resolved) and entities, eager manifests (the plugin's manifestOf). Forms compile their validators at run
// time (allowed in Node; the browser uses the build's precompiled ones).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildScreenRegistry, manifestOf } from '../../../engine';
import { loadScreenFile } from '../../../engine/build/load-files';
import type { ScreenFile } from '../../../engine/schema/types';
import { SCREEN_COMPONENTS } from '../../../screens';
import type { ScreenSource } from '../../../src/app';

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const full = join(dir, n);
      return statSync(full).isDirectory() ? walk(full) : n.endsWith('.json') ? [full] : [];
    });
}

export function diskScreens(root = 'schemas'): ScreenSource & { registry: ReturnType<typeof buildScreenRegistry> } {
  const all = walk(root);
  const screens = all.filter((p) => !p.includes('/entities/') && !p.includes('/fragments/'));
  const entities = all.filter((p) => p.includes('/entities/'));
  const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as unknown;
  const screen = (p: string) => loadScreenFile(p, join(root, 'fragments'));
  const registry = buildScreenRegistry({
    screens: Object.fromEntries(screens.map((p) => [`/${p}`, async () => ({ default: screen(p) })])),
    manifests: Object.fromEntries(screens.map((p) => [`/${p}`, manifestOf(`/${p}`, screen(p) as ScreenFile)])),
    entities: Object.fromEntries(entities.map((p) => [`/${p}`, async () => ({ default: read(p) })])),
  });
  return { registry, components: SCREEN_COMPONENTS };
}
