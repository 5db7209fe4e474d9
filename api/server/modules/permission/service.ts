// Permissions per account, cached in memory and dropped on every role, grant or menu change (the
// invalidation bus, in every process, before the change's caller gets its answer), so a change is seen
// from the very next request. A result computed while an invalidation happened, or while the bus may
// be missing events, is not stored.
import { createHash } from 'node:crypto';
import { withTenant, type Db } from '../../db';
import { Lru, type InvalidationBus } from '../../core';
import type { MenuEntry } from './registry';
import { effectiveMenus, heldKeysOf, replaceAccountRoles, replaceRoleGrants, rolesOfAccount, type RoleBO } from './queries';

export interface AccountPermissions {
  menus: MenuEntry[];
  roles: RoleBO[];
  /** Menu paths (route names, button keys) and menu ids the account holds. */
  keys: Set<string>;
  /** Names what the account's menus and roles are now (a digest): sent with every answer to the account
   * (plugins/permission-stamp.ts), so the app reads its menus again on the next page once it changes. The
   * same in every process, being made of the data alone. */
  stamp: string;
}

/** The digest of an account's menus (what the app shows and checks) and roles. */
function stampOf(menus: MenuEntry[], shownOnly: Set<string>, roles: RoleBO[]): string {
  const facts = [
    menus.map((m) => [m.menuId, m.menuPath, m.menuNm, m.parentMenuId, m.menuOrderno, m.type, m.belong, shownOnly.has(m.menuId)]),
    roles.map((r) => r.roleId),
  ];
  return createHash('sha256').update(JSON.stringify(facts)).digest('base64url').slice(0, 16);
}

const keyOf = (tntId: string, accountId: string) => `${tntId}\u0000${accountId}`;

export class PermissionService {
  private cache = new Lru<string, AccountPermissions>(20_000);
  private generation = 0;

  constructor(
    private readonly orm: Db,
    private readonly bus: InvalidationBus,
  ) {
    bus.subscribe((e) => {
      if (e.kind === 'reset') {
        this.generation++;
        this.cache.clear();
      } else if (e.kind === 'acl') {
        this.generation++;
        if (e.accountIds) for (const a of e.accountIds) this.cache.delete(keyOf(e.tntId, a));
        else this.cache.deleteWhere((k) => k.startsWith(`${e.tntId}\u0000`));
      }
    });
  }

  async of(tntId: string, accountId: string): Promise<AccountPermissions> {
    const key = keyOf(tntId, accountId);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const gen = this.generation;
    const perms = await withTenant(this.orm, tntId, async (tx) => {
      const [effective, roles] = [await effectiveMenus(tx, tntId, accountId), await rolesOfAccount(tx, tntId, accountId)];
      return { menus: effective.menus, roles, keys: heldKeysOf(effective), stamp: stampOf(effective.menus, effective.shownOnly, roles) };
    });
    if (gen === this.generation && this.bus.live) this.cache.set(key, perms);
    return perms;
  }

  async has(tntId: string, accountId: string, permission: string): Promise<boolean> {
    return (await this.of(tntId, accountId)).keys.has(permission);
  }

  /** Replaces an account's roles (role management uses this; tests use it to change roles). */
  async setAccountRoles(tntId: string, accountId: string, roleIds: string[]): Promise<void> {
    await withTenant(this.orm, tntId, (tx) => replaceAccountRoles(tx, tntId, accountId, roleIds));
    await this.bus.publish({ kind: 'acl', tntId, accountIds: [accountId] });
  }

  /** Drops the cached permissions after a change the caller wrote in its own transaction (role
   * management): the whole tenant, or these accounts. Resolves once every process has dropped them. */
  async changed(tntId: string, accountIds?: string[]): Promise<void> {
    await this.bus.publish(accountIds ? { kind: 'acl', tntId, accountIds } : { kind: 'acl', tntId });
  }

  /** Replaces what a role grants (menu paths, menu ids or '*'). */
  async setRoleGrants(tntId: string, roleId: string, keys: string[]): Promise<void> {
    await withTenant(this.orm, tntId, (tx) => replaceRoleGrants(tx, tntId, roleId, keys));
    await this.bus.publish({ kind: 'acl', tntId });
  }
}
