// Deployment configuration: what the spec says exists but does not show (spec 9), read from the build's
// environment. Defaults are the spec's names where it gives one.
const env = import.meta.env as Record<string, string | undefined>;

const read = (name: string, fallback: string): string => {
  const v = env[name];
  return v !== undefined && v !== '' ? v : fallback;
};

export const CONFIG = {
  /** Spec 9: "Unify tenant identifier constant vLogin": the public workbench (platform) tenant. */
  unifyTenantId: read('VITE_UNIFY_TNT_ID', 'vLogin'),
  /** Spec 4: the public back office's industry code (not shown by the spec). */
  unifyIdytpCd: read('VITE_UNIFY_IDYTPCD', 'vLogin'),
  /** Spec 2.11: the industry portal the unified tenant's button opens (not shown by the spec). */
  industryPortalUrl: read('VITE_INDUSTRY_PORTAL_URL', ''),
  /** Spec 1: local storage key whose presence lets console output through. */
  logLevelKey: read('VITE_LOG_LEVEL_KEY', 'logLevel'),
  /** Spec 1: session storage key whose presence turns the developer-tools check off. */
  debugFlagKey: read('VITE_DEBUG_FLAG_KEY', 'debug'),
} as const;

export type AppConfig = typeof CONFIG;
