// Role management (issue 32 item 3, spec 6: role-manage, the public back office's role screen): the
// caller's roles (the platform's for a tenant admin, its enterprise's otherwise), the tree of menus and
// buttons it may grant (what it holds itself), and the role's grants saved from the checked tree. A
// change drops the permission caches of every process before the answer, so the server's checks and
// the next page's menus see it at once.
import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import { withTenant } from '../../db';
import { fail, newId, type Deps, type Principal } from '../../core';
import { heldMenuIdsOfRole, permissionTables, replaceRoleGrants, rolesOfAccount, tenantMenus, type Reader } from '../permission';
import { ownCompany } from './access';
import { buildTree, compactGrants } from './grants';

const r = permissionTables.roles;
const ar = permissionTables.accountRoles;

/** Built-in roles nobody edits from the screen: the tenant admin's holds everything ('*'). */
const FIXED_CODES = new Set(['TNT_ADMIN']);
export const ROLE_SCOPE = { platform: '1', enterprise: '2' } as const;

/** The roles the caller manages: the platform's (company_id NULL) or its enterprise's. */
const scopeWhere = (pr: Principal): SQL => (pr.isTnt ? isNull(r.companyId) : eq(r.companyId, ownCompany(pr)));

const like = (kw: string) => `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

async function heldKeys(deps: Deps, pr: Principal): Promise<Set<string>> {
  return (await deps.services.perms.of(pr.tntId, pr.accountId)).keys;
}

async function rolesHeld(deps: Deps, pr: Principal): Promise<Set<string>> {
  return new Set((await deps.services.perms.of(pr.tntId, pr.accountId)).roles.map((x) => x.roleId));
}

type RoleRow = typeof r.$inferSelect;

function view(row: RoleRow, accounts: number, own: Set<string>) {
  return {
    roleId: row.roleId, roleNm: row.roleNm, roleCode: row.roleCode, remark: row.remark,
    scope: row.companyId ? ROLE_SCOPE.enterprise : ROLE_SCOPE.platform, accountCount: accounts,
    // A role the caller holds itself is not edited from here: a slip would lock the caller out.
    editable: !FIXED_CODES.has(row.roleCode) && !own.has(row.roleId),
  };
}

async function counts(tx: Reader, tntId: string, roleIds: string[]): Promise<Map<string, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await tx.select({ roleId: ar.roleId, n: count() }).from(ar).where(and(eq(ar.tntId, tntId), inArray(ar.roleId, roleIds))).groupBy(ar.roleId);
  return new Map(rows.map((x) => [x.roleId, Number(x.n)]));
}

/** A role of the caller's scope, or 404 (another enterprise's role is not found, like a missing one). */
async function roleInScope(tx: Reader, pr: Principal, roleId: string): Promise<RoleRow> {
  const [row] = await tx.select().from(r).where(and(eq(r.tntId, pr.tntId), eq(r.roleId, roleId), scopeWhere(pr)));
  if (!row) throw fail('NOT_FOUND', '角色不存在');
  return row;
}

/** The roles of the caller's scope, a page (a read handler's: `q` reads the caller's tenant; `keys` are
 * what the caller holds, read by organ/reads.ts). */
export async function rolePage(q: Reader, pr: Principal, arg: { pageNum: number; pageSize: number; keyword?: string }) {
  const own = new Set((await rolesOfAccount(q, pr.tntId, pr.accountId)).map((x) => x.roleId));
  const where: SQL[] = [eq(r.tntId, pr.tntId), scopeWhere(pr)];
  const kw = arg.keyword?.trim();
  if (kw) where.push(ilike(r.roleNm, like(kw)));
  const [{ n }] = (await q.select({ n: count() }).from(r).where(and(...where))) as [{ n: number }];
  const rows = await q.select().from(r).where(and(...where)).orderBy(asc(r.createdAt), asc(r.roleId)).limit(arg.pageSize).offset((arg.pageNum - 1) * arg.pageSize);
  const c = await counts(q, pr.tntId, rows.map((x) => x.roleId));
  return { total: Number(n), records: rows.map((x) => view(x, c.get(x.roleId) ?? 0, own)) };
}

/** The tree the caller may grant (what it holds: `held`) and, for a role, which of it the role holds. */
export async function roleTree(q: Reader, pr: Principal, held: Set<string>, roleId?: string) {
  const menus = (await tenantMenus(q, pr.tntId)).filter((m) => held.has(m.menuId));
  const tree = buildTree(menus);
  if (!roleId) return { tree, menuIds: [] };
  const role = await roleInScope(q, pr, roleId);
  const menuIds = (await heldMenuIdsOfRole(q, pr.tntId, roleId)).filter((id) => held.has(id));
  return { tree, menuIds, roleId: role.roleId, roleNm: role.roleNm, remark: role.remark };
}

export interface RoleBody {
  roleId?: string;
  roleNm: string;
  remark?: string;
  menuIds: string[];
}

export async function roleSave(deps: Deps, pr: Principal, b: RoleBody) {
  const held = await heldKeys(deps, pr);
  const own = await rolesHeld(deps, pr);
  const checked = new Set(b.menuIds);
  for (const id of checked) if (!held.has(id)) throw fail('FORBIDDEN', '不能授予自己没有的权限');
  const companyId = pr.isTnt ? null : ownCompany(pr);
  const roleNm = b.roleNm.trim();
  if (!roleNm) throw fail('BAD_REQUEST', '请输入角色名称');
  const saved = await withTenant(deps.orm, pr.tntId, async (tx) => {
    let row: RoleRow;
    if (b.roleId) {
      row = await roleInScope(tx, pr, b.roleId);
      if (!view(row, 0, own).editable) throw fail('FORBIDDEN', '该角色不能修改');
    }
    const [clash] = await tx.select({ id: r.roleId }).from(r).where(and(eq(r.tntId, pr.tntId), scopeWhere(pr), eq(r.roleNm, roleNm)));
    if (clash && clash.id !== b.roleId) throw fail('CONFLICT', '角色名称已存在');
    if (b.roleId) {
      [row] = await tx.update(r).set({ roleNm, remark: b.remark?.trim() ?? '' }).where(and(eq(r.tntId, pr.tntId), eq(r.roleId, b.roleId))).returning() as [RoleRow];
    } else {
      const roleId = `R${newId()}`;
      [row] = await tx.insert(r).values({ tntId: pr.tntId, roleId, roleNm, roleCode: roleId, companyId, remark: b.remark?.trim() ?? '', createdAt: new Date(deps.clock.now()) }).returning() as [RoleRow];
    }
    await replaceRoleGrants(tx, pr.tntId, row.roleId, compactGrants(await tenantMenus(tx, pr.tntId), checked));
    const c = await counts(tx, pr.tntId, [row.roleId]);
    return view(row, c.get(row.roleId) ?? 0, own);
  });
  await deps.services.perms.changed(pr.tntId);
  return saved;
}

export async function roleDelete(deps: Deps, pr: Principal, roleId: string) {
  const own = await rolesHeld(deps, pr);
  await withTenant(deps.orm, pr.tntId, async (tx) => {
    const row = await roleInScope(tx, pr, roleId);
    if (!view(row, 0, own).editable) throw fail('FORBIDDEN', '该角色不能删除');
    const c = await counts(tx, pr.tntId, [roleId]);
    if ((c.get(roleId) ?? 0) > 0) throw fail('CONFLICT', '该角色下仍有账号，不能删除');
    await tx.delete(r).where(and(eq(r.tntId, pr.tntId), eq(r.roleId, roleId)));
  });
  await deps.services.perms.changed(pr.tntId);
  return { roleId };
}

/** The roles the caller may give an account of this enterprise: the enterprise's own roles, and the
 * platform's (all but the tenant admin's for the platform; those it marked assignable for an enterprise). */
export async function assignableRoles(tx: Reader, pr: Principal, companyId: string): Promise<RoleRow[]> {
  const rows = await tx.select().from(r).where(eq(r.tntId, pr.tntId)).orderBy(asc(r.createdAt), asc(r.roleId));
  return rows.filter((x) =>
    x.companyId === companyId || (x.companyId === null && !FIXED_CODES.has(x.roleCode) && (pr.isTnt || x.entAssignable)),
  );
}

export async function roleOptions(q: Reader, pr: Principal) {
  const companyId = ownCompany(pr);
  return (await assignableRoles(q, pr, companyId)).map((x) => ({ value: x.roleId, label: x.roleNm }));
}
