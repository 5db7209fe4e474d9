// Effective permissions: every menu entry a role of the account grants, by menu path or menu id, and
// everything below a granted node ('*' grants all). Only entries with belong '1' count (spec section 6).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type Tx } from '../../db';

/** A transaction or a one-trip reader (core/read-handler.ts): the reads below run on either. */
export type Reader = Pick<Db, 'select' | 'execute'>;
import * as t from './tables';
import type { MenuEntry } from './registry';

export interface RoleBO {
  roleId: string;
  roleNm: string;
  roleCode: string;
}

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/** The menus an account sees, and which of them it holds. A granted node brings everything below it; a
 * node granted exactly ('=' + menu id: role management writes it for a page some of whose buttons are
 * unchecked) brings itself only. Ancestors are shown too (the user centre area above a granted MyCenter)
 * but are not held: showing the area does not grant the area's other pages or its own permission key. */
export async function effectiveMenus(tx: Reader, tntId: string, accountId: string): Promise<{ menus: MenuEntry[]; shownOnly: Set<string> }> {
  const result = await tx.execute(sql`
    WITH RECURSIVE grants AS (
      SELECT g.grant_key FROM role_grants g
      JOIN account_roles ar ON ar.tnt_id = g.tnt_id AND ar.role_id = g.role_id
      WHERE ar.tnt_id = ${tntId} AND ar.account_id = ${accountId}
    ), granted AS (
      SELECT m.menu_id FROM menus m
      WHERE m.tnt_id = ${tntId}
        AND EXISTS (SELECT 1 FROM grants g WHERE g.grant_key IN ('*', m.menu_path, m.menu_id))
      UNION
      SELECT c.menu_id FROM menus c JOIN granted p ON c.parent_menu_id = p.menu_id
      WHERE c.tnt_id = ${tntId}
    ), held AS (
      SELECT menu_id FROM granted
      UNION
      SELECT m.menu_id FROM menus m
      WHERE m.tnt_id = ${tntId} AND EXISTS (SELECT 1 FROM grants g WHERE g.grant_key = '=' || m.menu_id)
    ), shown AS (
      SELECT menu_id FROM held
      UNION
      SELECT p.menu_id FROM shown s
      JOIN menus c ON c.tnt_id = ${tntId} AND c.menu_id = s.menu_id AND c.type = 1
      JOIN menus p ON p.tnt_id = ${tntId} AND p.menu_id = c.parent_menu_id
    )
    SELECT m.menu_id AS "menuId", m.menu_nm AS "menuNm", m.menu_path AS "menuPath",
           m.parent_menu_id AS "parentMenuId", m.menu_orderno AS "menuOrderno", m.menu_type AS "menuType",
           m.type, m.menu_sort AS "menuSort", m.def_menu AS "defMenu", m.belong, m.web_url AS "webUrl",
           m.embed_way AS "embedWay", m.meta,
           NOT EXISTS (SELECT 1 FROM held g WHERE g.menu_id = m.menu_id) AS "shownOnly"
    FROM menus m JOIN shown s ON s.menu_id = m.menu_id
    WHERE m.tnt_id = ${tntId} AND m.belong = '1'
    ORDER BY m.menu_orderno, m.menu_id`);
  const shownOnly = new Set<string>();
  const menus = rowsOf<MenuEntry & { shownOnly: boolean }>(result).map(({ shownOnly: only, ...m }) => {
    if (only) shownOnly.add(m.menuId);
    return { ...m, type: Number(m.type) as 1 | 2, defMenu: Number(m.defMenu) as 0 | 1 };
  });
  return { menus, shownOnly };
}

/** Menu ids and menu paths (route names, button keys) of the menus an account holds (not those only shown). */
export function heldKeysOf({ menus, shownOnly }: { menus: MenuEntry[]; shownOnly: Set<string> }): Set<string> {
  const keys = new Set<string>();
  for (const m of menus) {
    if (shownOnly.has(m.menuId)) continue;
    keys.add(m.menuId);
    if (m.menuPath) keys.add(m.menuPath);
  }
  return keys;
}

export async function rolesOfAccount(tx: Reader, tntId: string, accountId: string): Promise<RoleBO[]> {
  return tx
    .select({ roleId: t.roles.roleId, roleNm: t.roles.roleNm, roleCode: t.roles.roleCode })
    .from(t.accountRoles)
    .innerJoin(t.roles, and(eq(t.roles.tntId, t.accountRoles.tntId), eq(t.roles.roleId, t.accountRoles.roleId)))
    .where(and(eq(t.accountRoles.tntId, tntId), eq(t.accountRoles.accountId, accountId)))
    .orderBy(t.roles.roleId);
}

export async function rolesOfAccounts(tx: Tx, tntId: string, accountIds: string[]): Promise<Map<string, RoleBO[]>> {
  const out = new Map<string, RoleBO[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return out;
  const rows = await tx
    .select({ accountId: t.accountRoles.accountId, roleId: t.roles.roleId, roleNm: t.roles.roleNm, roleCode: t.roles.roleCode })
    .from(t.accountRoles)
    .innerJoin(t.roles, and(eq(t.roles.tntId, t.accountRoles.tntId), eq(t.roles.roleId, t.accountRoles.roleId)))
    .where(and(eq(t.accountRoles.tntId, tntId), inArray(t.accountRoles.accountId, accountIds)))
    .orderBy(t.roles.roleId);
  for (const r of rows) out.get(r.accountId)?.push({ roleId: r.roleId, roleNm: r.roleNm, roleCode: r.roleCode });
  return out;
}

export async function replaceAccountRoles(tx: Tx, tntId: string, accountId: string, roleIds: string[]): Promise<void> {
  await tx.delete(t.accountRoles).where(and(eq(t.accountRoles.tntId, tntId), eq(t.accountRoles.accountId, accountId)));
  if (roleIds.length) await tx.insert(t.accountRoles).values(roleIds.map((roleId) => ({ tntId, accountId, roleId })));
}

export async function replaceRoleGrants(tx: Tx, tntId: string, roleId: string, keys: string[]): Promise<void> {
  await tx.delete(t.roleGrants).where(and(eq(t.roleGrants.tntId, tntId), eq(t.roleGrants.roleId, roleId)));
  if (keys.length) await tx.insert(t.roleGrants).values(keys.map((grantKey) => ({ tntId, roleId, grantKey })));
}

/** The menu ids a role holds (its grants expanded as for an account): the checked nodes of its tree. */
export async function heldMenuIdsOfRole(tx: Reader, tntId: string, roleId: string): Promise<string[]> {
  const result = await tx.execute(sql`
    WITH RECURSIVE grants AS (
      SELECT g.grant_key FROM role_grants g WHERE g.tnt_id = ${tntId} AND g.role_id = ${roleId}
    ), granted AS (
      SELECT m.menu_id FROM menus m
      WHERE m.tnt_id = ${tntId}
        AND EXISTS (SELECT 1 FROM grants g WHERE g.grant_key IN ('*', m.menu_path, m.menu_id))
      UNION
      SELECT c.menu_id FROM menus c JOIN granted p ON c.parent_menu_id = p.menu_id
      WHERE c.tnt_id = ${tntId}
    )
    SELECT menu_id AS "menuId" FROM granted
    UNION
    SELECT m.menu_id FROM menus m
    WHERE m.tnt_id = ${tntId} AND EXISTS (SELECT 1 FROM grants g WHERE g.grant_key = '=' || m.menu_id)`);
  return rowsOf<{ menuId: string }>(result).map((r) => r.menuId);
}

/** Every menu entry of the tenant that counts (belong '1'), for role trees. */
export async function tenantMenus(tx: Reader, tntId: string): Promise<Pick<MenuEntry, 'menuId' | 'menuNm' | 'menuPath' | 'parentMenuId' | 'type' | 'menuOrderno'>[]> {
  const rows = await tx
    .select({ menuId: t.menus.menuId, menuNm: t.menus.menuNm, menuPath: t.menus.menuPath, parentMenuId: t.menus.parentMenuId, type: t.menus.type, menuOrderno: t.menus.menuOrderno })
    .from(t.menus)
    .where(and(eq(t.menus.tntId, tntId), eq(t.menus.belong, '1')))
    .orderBy(t.menus.menuOrderno, t.menus.menuId);
  return rows.map((r) => ({ ...r, type: Number(r.type) as 1 | 2 }));
}
