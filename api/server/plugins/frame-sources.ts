// Spec 2.10 / 2.11: custom menus whose embed mode is PAGE_INLINE or MENU open their address inside the
// app (an iframe). The app page's Content-Security-Policy frame-src therefore lists exactly the origins of
// the resolved tenant's inline custom menus ('self' for an address on our own origin, a path included),
// and stays 'none' when there are none. Computed per tenant, cached, and dropped on every menu or grant
// change (the invalidation bus's acl events) and on a reset. The menus are read through the one function
// it is handed (the permission module's inlineMenuAddresses, wired by app.ts): a plugin never imports the
// module registry, whose modules import plugins.
import type { InvalidationBus } from '../core';

/** The web addresses of a tenant's custom menus that open inside the app. */
export type InlineMenuAddresses = (tntId: string) => Promise<readonly string[]>;

/** frame-src source expressions for these addresses: origins of http(s) ones, 'self' for ours and paths. */
export function frameSourcesOf(webUrls: readonly string[], ownOrigin?: string): string[] {
  const out = new Set<string>();
  for (const raw of webUrls) {
    const u = raw.trim();
    if (u === '') continue;
    if (u.startsWith('/') && !u.startsWith('//')) {
      out.add("'self'");
      continue;
    }
    let url: URL;
    try {
      url = new URL(u);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    out.add(ownOrigin && url.origin === ownOrigin ? "'self'" : url.origin);
  }
  return [...out].sort();
}

/** The frame-src directive's value for a list of sources. */
export const frameSrcValue = (sources: readonly string[]): string => (sources.length ? sources.join(' ') : "'none'");

export class FrameSources {
  private cache = new Map<string, Promise<string[]>>();

  constructor(
    private readonly addresses: InlineMenuAddresses,
    bus: InvalidationBus,
  ) {
    bus.subscribe((e) => {
      if (e.kind === 'reset' || e.kind === 'tenant') this.cache.clear();
      else if (e.kind === 'acl') this.cache.delete(e.tntId);
    });
  }

  /** The tenant's inline custom menus' frame sources (paths as 'self'). */
  of(tntId: string): Promise<string[]> {
    let hit = this.cache.get(tntId);
    if (!hit) {
      hit = this.load(tntId);
      this.cache.set(tntId, hit);
      // A failed read is not kept: the next page asks again.
      hit.catch(() => this.cache.get(tntId) === hit && this.cache.delete(tntId));
    }
    return hit;
  }

  private async load(tntId: string): Promise<string[]> {
    return frameSourcesOf(await this.addresses(tntId));
  }
}
