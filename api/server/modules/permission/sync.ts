// Menu sync, at every start and idempotent: the built-in entries of every tenant become exactly the
// registry's (added, updated, stale ones removed); custom menus (def_menu 0) are left alone.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { withTenant, type Db } from '../../db';
import * as t from './tables';
import type { MenuEntry } from './registry';

export async function syncMenus(orm: Db, tntIds: readonly string[], registry: readonly MenuEntry[]): Promise<void> {
  for (const tntId of tntIds) {
    await withTenant(orm, tntId, async (tx) => {
      const ids = registry.map((e) => e.menuId);
      await tx
        .delete(t.menus)
        .where(and(eq(t.menus.tntId, tntId), eq(t.menus.defMenu, 1), ids.length ? notInArray(t.menus.menuId, ids) : sql`true`));
      if (registry.length === 0) return;
      await tx
        .insert(t.menus)
        .values(registry.map((e) => ({ ...e, tntId })))
        .onConflictDoUpdate({
          target: [t.menus.tntId, t.menus.menuId],
          set: {
            menuNm: sql`excluded.menu_nm`, menuPath: sql`excluded.menu_path`, parentMenuId: sql`excluded.parent_menu_id`,
            menuOrderno: sql`excluded.menu_orderno`, menuType: sql`excluded.menu_type`, type: sql`excluded.type`,
            menuSort: sql`excluded.menu_sort`, defMenu: sql`excluded.def_menu`, belong: sql`excluded.belong`,
            meta: sql`excluded.meta`,
          },
        });
    });
  }
}
