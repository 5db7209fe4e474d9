// Preview as a role (issue 33 item 2): each role of the tenant with the rights an account holding only
// that role gets, computed as the permission service computes an account's (modules/permission/queries.ts:
// a granted node brings everything below it, an exact grant ('=' + menu id) only that entry, its
// ancestors are shown), split as the app splits them:
// route names (the authority list) and button keys (spec 3).
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db';
import type { Deps } from '../../core';

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

export function previewRoles(deps: Deps, tntId: string) {
  return withTenant(deps.orm, tntId, async (tx) => {
    const result = await tx.execute(sql`
      WITH RECURSIVE granted AS (
        SELECT g.role_id, m.menu_id FROM role_grants g
        JOIN menus m ON m.tnt_id = g.tnt_id AND g.grant_key IN ('*', m.menu_path, m.menu_id)
        WHERE g.tnt_id = ${tntId}
        UNION
        SELECT p.role_id, c.menu_id FROM menus c JOIN granted p ON c.parent_menu_id = p.menu_id
        WHERE c.tnt_id = ${tntId}
      ), held AS (
        SELECT role_id, menu_id FROM granted
        UNION
        SELECT g.role_id, m.menu_id FROM role_grants g
        JOIN menus m ON m.tnt_id = g.tnt_id AND g.grant_key = '=' || m.menu_id
        WHERE g.tnt_id = ${tntId}
      ), shown AS (
        SELECT role_id, menu_id FROM held
        UNION
        SELECT s.role_id, p.menu_id FROM shown s
        JOIN menus c ON c.tnt_id = ${tntId} AND c.menu_id = s.menu_id AND c.type = 1
        JOIN menus p ON p.tnt_id = ${tntId} AND p.menu_id = c.parent_menu_id
      )
      SELECT r.role_id AS "roleId", r.role_nm AS "roleNm",
             coalesce(array_agg(DISTINCT m.menu_path) FILTER (WHERE m.type = 1 AND m.menu_path <> ''), '{}') AS authority,
             coalesce(array_agg(DISTINCT m.menu_path) FILTER (WHERE m.type = 2 AND m.menu_path <> ''), '{}') AS buttons
      FROM roles r
      LEFT JOIN shown s ON s.role_id = r.role_id
      LEFT JOIN menus m ON m.tnt_id = ${tntId} AND m.menu_id = s.menu_id AND m.belong = '1'
      WHERE r.tnt_id = ${tntId}
      GROUP BY r.role_id, r.role_nm
      ORDER BY r.role_id`);
    return rowsOf<{ roleId: string; roleNm: string; authority: string[]; buttons: string[] }>(result).map((r) => ({
      roleId: r.roleId, roleNm: r.roleNm, authority: [...(r.authority ?? [])].sort(), buttons: [...(r.buttons ?? [])].sort(),
    }));
  });
}
