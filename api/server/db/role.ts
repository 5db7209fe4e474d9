// The NOLOGIN role every request statement runs as (migration 0001 creates it): it owns nothing, so
// row-level security applies even when the server connects as a superuser or the tables' owner.
export const APP_ROLE = 'scpr_app';
