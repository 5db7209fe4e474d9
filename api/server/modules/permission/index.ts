// Permissions: the menu registry (screens + app.json), its sync into every tenant, effective permissions.
export { readRegistry, type MenuEntry } from './registry';
export { syncMenus } from './sync';
export { PermissionService, type AccountPermissions } from './service';
export { rolesOfAccounts, type RoleBO } from './queries';
