// Permissions: the menu registry (screens + app.json), its sync into every tenant, effective permissions.
import type { PermissionService } from './service';
export { readRegistry, type MenuEntry } from './registry';
export { syncMenus } from './sync';
export { PermissionService, type AccountPermissions } from './service';
export { rolesOfAccounts, type RoleBO } from './queries';

declare module '../../core/context' {
  interface Services {
    perms: PermissionService;
  }
}
