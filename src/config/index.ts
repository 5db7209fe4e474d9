// Deployment configuration: what the spec says exists but does not show (spec 9), read from the build's
// environment. Defaults are the spec's names where it gives one, and the catalogue's wire facts where
// the server fixed them (one source of truth: api/catalogue/wire.ts).
import { UNIFY_TENANT } from '../../api/client';

const env = import.meta.env as Record<string, string | undefined>;

const read = (name: string, fallback: string): string => {
  const v = env[name];
  return v !== undefined && v !== '' ? v : fallback;
};

export const CONFIG = {
  /** The public workbench (platform, unify) tenant's id. Spec 9 does not show it; the server fixed it in
   * wire.ts UNIFY_TENANT. Override only for a server configured otherwise. */
  unifyTenantId: read('VITE_UNIFY_TNT_ID', UNIFY_TENANT.tntId),
  /** Spec 9 "Unify tenant identifier constant vLogin": the public back office's industry code (spec 4). */
  unifyIdytpCd: read('VITE_UNIFY_IDYTPCD', UNIFY_TENANT.idytpCd),
  /** Spec 2.11: the industry portal the unified tenant's button opens (not shown by the spec). */
  industryPortalUrl: read('VITE_INDUSTRY_PORTAL_URL', ''),
  /** Spec 1: local storage key whose presence lets console output through. */
  logLevelKey: read('VITE_LOG_LEVEL_KEY', 'logLevel'),
  /** Spec 1: session storage key whose presence turns the developer-tools check off. */
  debugFlagKey: read('VITE_DEBUG_FLAG_KEY', 'debug'),
} as const;

export type AppConfig = typeof CONFIG;
