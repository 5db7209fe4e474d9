// The addresses of a tenant's custom menus that open inside the app (spec 2.10 / 2.11: embed modes
// PAGE_INLINE and MENU frame the address; LINK_JUMP opens a new window instead). The client plugin's
// frame-src (plugins/frame-sources.ts) is built from them; it is handed this reader, so plugins never
// import the module registry.
import { and, eq, inArray } from 'drizzle-orm';
import { withTenant, type Db } from '../../db';
import * as t from './tables';

/** Embed modes that frame the address (LINK_JUMP opens a new window instead). */
export const INLINE_EMBED_WAYS = ['PAGE_INLINE', 'MENU'] as const;

/** The web addresses of the tenant's own (not default) custom menus that embed inline. */
export async function inlineMenuAddresses(orm: Db, tntId: string): Promise<string[]> {
  const rows = await withTenant(orm, tntId, (tx) =>
    tx
      .select({ webUrl: t.menus.webUrl })
      .from(t.menus)
      .where(and(eq(t.menus.tntId, tntId), eq(t.menus.defMenu, 0), eq(t.menus.belong, '1'), inArray(t.menus.embedWay, [...INLINE_EMBED_WAYS]))),
  );
  return rows.map((r) => r.webUrl);
}
