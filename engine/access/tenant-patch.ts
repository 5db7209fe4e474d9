// Step 1 of the access pipeline: the tenant patch. Layers for the tenant's tags apply first, then
// layers for the tenant itself, so the most specific word wins.
import type { AccessInput, RoutePatch, TenantLayer } from './types';
import { mergePatch } from '../schema/merge';

export function layersFor(input: AccessInput): TenantLayer[] {
  const tags = new Set(input.tenant?.tags ?? []);
  const id = input.tenant?.id;
  const layers = input.layers ?? [];
  return [
    ...layers.filter((l) => l.tag !== undefined && tags.has(l.tag) && l.tenant === undefined),
    ...layers.filter((l) => l.tenant !== undefined && l.tenant === id && (l.tag === undefined || tags.has(l.tag))),
  ];
}

/** The merged route patch for a route name, or undefined. */
export function routePatchFor(name: string, layers: TenantLayer[]): RoutePatch | undefined {
  const patches = layers.map((l) => l.routes?.[name]).filter((p): p is RoutePatch => p !== undefined);
  return patches.length ? patches.reduce<RoutePatch>((acc, p) => mergePatch(acc, p), {}) : undefined;
}

/** A screen with every matching layer's patch applied (by route or dialog name). */
export function patchScreen<T>(screen: T, name: string, layers: TenantLayer[]): T {
  return layers.reduce<T>((acc, l) => (l.screens?.[name] ? mergePatch(acc, l.screens[name]) : acc), screen);
}
