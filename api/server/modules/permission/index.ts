// Permissions: the menu registry (screens + app.json), its sync into every tenant, effective permissions.
import type { ServerModule } from '../../core';
import type { PermissionService } from './service';
import * as permissionTables from './tables';
import { permissionCodes } from './codes';
import { seedPermissionDemo } from './demo';

export { permissionTables };
export const permissionModule = { handlers: {}, tables: permissionTables, codes: permissionCodes, seedDemo: seedPermissionDemo } satisfies ServerModule<'permission'>;
export { readRegistry, type MenuEntry } from './registry';
export { syncMenus } from './sync';
export { ROLES, CUSTOM_MENUS } from './demo';
export { PermissionService, type AccountPermissions } from './service';
export { rolesOfAccounts, rolesOfAccount, effectiveMenus, heldKeysOf, replaceAccountRoles, replaceRoleGrants, heldMenuIdsOfRole, tenantMenus, type Reader, type RoleBO } from './queries';
export { inlineMenuAddresses } from './inline-menus';

declare module '../../core/context' {
  interface Services {
    perms: PermissionService;
  }
}
