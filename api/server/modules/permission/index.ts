// Permissions: the menu registry (screens + app.json), its sync into every tenant, effective permissions.
import type { ServerModule } from '../../core';
import type { PermissionService } from './service';
import * as permissionTables from './tables';
import { permissionCodes } from './codes';

export { permissionTables };
export const permissionModule = { handlers: {}, tables: permissionTables, codes: permissionCodes } satisfies ServerModule<'permission'>;
export { readRegistry, type MenuEntry } from './registry';
export { syncMenus } from './sync';
export { PermissionService, type AccountPermissions } from './service';
export { rolesOfAccounts, type RoleBO } from './queries';

declare module '../../core/context' {
  interface Services {
    perms: PermissionService;
  }
}
