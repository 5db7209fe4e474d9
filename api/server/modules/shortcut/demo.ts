// The shortcut domain's demo data (seedDemo): quick entries for demo accounts that have none, their first
// two permitted pages (after the menu sync: the pages are the synced menus). A page is a menu with no page
// under it (a centre's root opens its first page, which would be the same entry twice) whose name fits an
// entry's 1-5 characters whole (公共管理后台 is not cut to 公共管理后).
import { and, asc, eq } from 'drizzle-orm';
import { withTenant, type Database, type Tx } from '../../db';
import { SEED_TIME, TENANTS } from '../../seed';
import { peopleOf } from '../acl';
import { permissionTables, ROLES } from '../permission';
import { QUICK_ENTRY } from '../../../../engine/validation';
import * as t from './tables';

async function seedShortcuts(tx: Tx, tntId: string, accountId: string, grants: readonly string[]): Promise<void> {
  const menus = permissionTables.menus;
  const has = await tx.select({ id: t.shortcutMenus.id }).from(t.shortcutMenus).where(and(eq(t.shortcutMenus.tntId, tntId), eq(t.shortcutMenus.accountId, accountId)));
  if (has.length) return;
  const rows = await tx.select().from(menus).where(and(eq(menus.tntId, tntId), eq(menus.type, 1))).orderBy(asc(menus.menuOrderno), asc(menus.menuId));
  const byId = new Map(rows.map((m) => [m.menuId, m]));
  const granted = (m: (typeof rows)[number]): boolean => {
    for (let cur: typeof m | undefined = m; cur; cur = byId.get(cur.parentMenuId)) if (grants.includes('*') || grants.includes(cur.menuPath)) return true;
    return false;
  };
  const parents = new Set(rows.map((m) => m.parentMenuId));
  const picks = rows.filter((m) => !m.meta.hidden && granted(m) && !parents.has(m.menuId) && [...m.menuNm].length <= QUICK_ENTRY.nameMax).slice(0, 2);
  for (const [i, m] of picks.entries()) {
    await tx.insert(t.shortcutMenus).values({
      tntId, id: `S${accountId}${i}`, accountId, menuName: m.menuNm, menuId: m.menuId, createdAt: new Date(SEED_TIME.getTime() + i),
    }).onConflictDoNothing();
  }
}

export async function seedShortcutDemo(db: Database): Promise<void> {
  for (const x of TENANTS) {
    await withTenant(db.orm, x.tntId, async (tx) => {
      for (const p of peopleOf(x)) {
        for (const a of p.accounts) {
          const grants = ROLES.filter((r) => (a.roles as readonly string[]).includes(r.roleId)).flatMap((r) => [...r.grants]);
          await seedShortcuts(tx, x.tntId, a.accountId, grants);
        }
      }
    });
  }
}
