// The small part of a screen file the route table needs; the vite plugin emits exactly this per file
// (eagerly), while the full screen stays in its own lazy chunk.
import type { ScreenFile } from '../schema/types';
import { routesOfScreen, type AliasPart, type RoutePart } from '../validation/route-alias';
import type { ScreenManifest } from './types';

export function manifestOf(file: string, screen: ScreenFile): ScreenManifest {
  const s = screen as Partial<Record<'route' | 'aliases' | 'name' | 'permissions', unknown>> & { kind: ScreenManifest['kind'] };
  return {
    file,
    kind: s.kind,
    ...(s.route ? { route: s.route as ScreenManifest['route'] } : {}),
    // Aliases are routes too: the router, the menu and the authority check must know them unloaded.
    // Written compactly, they are expanded here too (idempotent), so a raw file gives the same manifest.
    ...(Array.isArray(s.aliases) && s.aliases.length
      ? { aliases: routesOfScreen({ route: s.route as RoutePart, aliases: s.aliases as AliasPart[] }).slice(1) as unknown as ScreenManifest['aliases'] }
      : {}),
    ...(typeof s.name === 'string' ? { name: s.name } : {}),
    ...(s.permissions ? { permissions: s.permissions as Record<string, string> } : {}),
  };
}
