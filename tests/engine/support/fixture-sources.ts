// The fixture files as Vite glob maps would give them (lazy loaders keyed by path), read from disk.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RegistrySources } from '../../../engine/render/registry';
import { compileScreen } from '../../../engine/schema/compile';
import type { ScreenFile } from '../../../engine/schema/types';

const ROOT = 'tests/engine/fixtures';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const full = join(dir, n);
    return statSync(full).isDirectory() ? walk(full) : n.endsWith('.json') ? [full] : [];
  });
}

const lazy = (path: string) => async () => ({ default: JSON.parse(readFileSync(path, 'utf8')) as unknown });

export function fixtureSources(): RegistrySources {
  return {
    screens: Object.fromEntries(walk(`${ROOT}/screens`).map((p) => [`/${p}`, lazy(p)])),
    entities: Object.fromEntries(walk(`${ROOT}/entities`).map((p) => [`/${p}`, lazy(p)])),
    // Raw files, as the build would compile them.
    compile: (file: ScreenFile) => compileScreen(file).json,
  };
}
