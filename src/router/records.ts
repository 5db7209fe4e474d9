// The app's screen registry from the screen files (docs/contracts.md section 3 and 4): each file its own
// lazy chunk; only the route manifests (emitted by the engine's Vite plugin) are in the entry. The route
// records come from the same manifests, so the route table, the guard, the menus and the engine read one
// source. Built by main.tsx only: the globs need the Vite build (tests build registries from disk).
import validators from 'virtual:engine/validators';
import { buildScreenRegistry } from '../../engine/render/registry';
import { SCREEN_COMPONENTS } from '../../screens';
import type { ScreenSource } from '../app';
import { recordsOf } from '../engine-host';
import type { RouteRecord } from '../routing';

export function appScreens(): { screens: ScreenSource; records: RouteRecord[] } {
  const registry = buildScreenRegistry({
    screens: import.meta.glob(['/schemas/**/*.json', '!/schemas/entities/**', '!/schemas/fragments/**']),
    manifests: import.meta.glob(['/schemas/**/*.json', '!/schemas/entities/**', '!/schemas/fragments/**'], { query: '?screen-manifest', import: 'default', eager: true }),
    entities: import.meta.glob('/schemas/entities/*.json'),
  });
  return {
    screens: {
      registry,
      components: SCREEN_COMPONENTS,
      validators: (entity) => {
        const load = validators[entity];
        return load ? load() : Promise.reject(new Error(`实体不存在：${entity}`));
      },
    },
    records: recordsOf(registry.manifests()),
  };
}
