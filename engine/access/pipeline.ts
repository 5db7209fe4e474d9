// The access pipeline: pure transforms applied before render, in this order: tenant patch, disable-list
// prune (contorValue), permission prune (authority list, button rights), then the tenant admin's screen
// patch (screen-patch.ts, handed in as input.applyScreenPatch so it loads lazily), which only hides, relabels, reorders and presets what is left, so it cannot
// widen what the prunes allow. The same input yields the route table, the menu and each accessible screen.
import { normalize } from '../schema/normalize';
import type { Access } from '../schema/types';
import { buildMenu } from './menu';
import { notDisabled, permitted, pruneTree } from './prune';
import { accessRoutes } from './routes';
import { layersFor, patchScreen } from './tenant-patch';
import type { AccessInput, AccessResult, ScreenManifest } from './types';

export function accessTable(manifests: readonly ScreenManifest[], input: AccessInput): AccessResult {
  const routes = accessRoutes(manifests, input);
  return { routes, menu: buildMenu(routes) };
}

/** A screen as this tenant and user may see it, or null when the screen itself is out of reach.
 * `name` is the route or dialog name tenant layers address it by. */
export function accessScreen<T extends { kind: string; access?: Access }>(screen: T, name: string, input: AccessInput): T | null {
  const patched = patchScreen(normalize(screen), name, layersFor(input));
  const disabled = notDisabled(new Set(input.disabled ?? []));
  const held = permitted(new Set([...(input.buttons ?? []), ...(input.authority ?? [])]));
  if (patched.access && (!disabled(patched.access) || !held(patched.access))) return null;
  // Disable list first, then rights: two passes keep each rule a separate, testable transform.
  const pruned = pruneTree(pruneTree(patched, disabled), held);
  const patch = input.screenPatches?.[name];
  if (!patch) return pruned;
  if (!input.applyScreenPatch) throw new Error(`screen patch of ${name} given without the patch layer (AccessInput.applyScreenPatch)`);
  return input.applyScreenPatch(pruned, patch);
}
