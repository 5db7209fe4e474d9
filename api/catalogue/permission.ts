// Menus, roles and grants (spec 6): the domain's calls are answered by user.getRsyMenu and the tenant
// calls today; it is a domain for its tables, its menu registry sync and its services.
export const permission = [] as const;
