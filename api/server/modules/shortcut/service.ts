// Quick entries (spec sections 2.12, 5, 9): names 1-5 characters, at most 4 entries, at least 1. The
// account row is locked while counting so two concurrent adds cannot make a fifth entry.
import { and, asc, count, eq } from 'drizzle-orm';
import { QUICK_ENTRY } from '../../../../engine/validation';
import { withTenant, type Tx } from '../../db';
import * as t from './tables';
import { permissionTables } from '../permission';
import { userTables } from '../user';
import { fail, newId, type Deps, type Principal } from '../../core';
import type { TenantReads } from '../../core/read-handler';

async function lockAccount(tx: Tx, p: Principal): Promise<number> {
  await tx
    .select({ id: userTables.accounts.accountId })
    .from(userTables.accounts)
    .where(and(eq(userTables.accounts.tntId, p.tntId), eq(userTables.accounts.accountId, p.accountId)))
    .for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(t.shortcutMenus)
    .where(and(eq(t.shortcutMenus.tntId, p.tntId), eq(t.shortcutMenus.accountId, p.accountId)));
  return Number(row?.n ?? 0);
}

export async function listShortcuts(read: TenantReads, p: Principal) {
  return read.query((q) =>
    q
      .select({ id: t.shortcutMenus.id, menuName: t.shortcutMenus.menuName, menuId: t.shortcutMenus.menuId, menuPath: permissionTables.menus.menuPath })
      .from(t.shortcutMenus)
      .innerJoin(permissionTables.menus, and(eq(permissionTables.menus.tntId, t.shortcutMenus.tntId), eq(permissionTables.menus.menuId, t.shortcutMenus.menuId)))
      .where(and(eq(t.shortcutMenus.tntId, p.tntId), eq(t.shortcutMenus.accountId, p.accountId)))
      .orderBy(asc(t.shortcutMenus.createdAt), asc(t.shortcutMenus.id)),
  );
}

export async function addShortcut(deps: Deps, p: Principal, body: { menuName: string; menuId: string }) {
  const perms = await deps.services.perms.of(p.tntId, p.accountId);
  const menu = perms.menus.find((m) => m.menuId === body.menuId && m.type === 1);
  if (!menu) throw fail('NOT_FOUND', '链接页面不存在或无权访问');
  const menuName = body.menuName.trim();
  if (menuName.length < QUICK_ENTRY.nameMin || menuName.length > QUICK_ENTRY.nameMax) throw fail('BAD_REQUEST', '入口名称1-5个字');
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const n = await lockAccount(tx, p);
    if (n >= QUICK_ENTRY.maxEntries) throw fail('CONFLICT', `快捷入口最多添加${QUICK_ENTRY.maxEntries}个`);
    const [dup] = await tx
      .select({ id: t.shortcutMenus.id })
      .from(t.shortcutMenus)
      .where(and(eq(t.shortcutMenus.tntId, p.tntId), eq(t.shortcutMenus.accountId, p.accountId), eq(t.shortcutMenus.menuId, body.menuId)));
    if (dup) throw fail('CONFLICT', '该页面已添加为快捷入口');
    const id = newId();
    await tx.insert(t.shortcutMenus).values({
      tntId: p.tntId, id, accountId: p.accountId, menuName, menuId: body.menuId, createdAt: new Date(deps.clock.now()),
    });
    return { id, menuName, menuId: body.menuId, menuPath: menu.menuPath };
  });
}

export async function deleteShortcut(deps: Deps, p: Principal, id: string): Promise<null> {
  await withTenant(deps.orm, p.tntId, async (tx) => {
    const n = await lockAccount(tx, p);
    const where = and(eq(t.shortcutMenus.tntId, p.tntId), eq(t.shortcutMenus.accountId, p.accountId), eq(t.shortcutMenus.id, id));
    const [row] = await tx.select({ id: t.shortcutMenus.id }).from(t.shortcutMenus).where(where);
    if (!row) throw fail('NOT_FOUND');
    if (n <= QUICK_ENTRY.minEntries) throw fail('CONFLICT', `至少保留${QUICK_ENTRY.minEntries}个快捷入口`);
    await tx.delete(t.shortcutMenus).where(where);
  });
  return null;
}
