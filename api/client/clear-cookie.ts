// Spec 4 logout: when the other admin system's cross-origin flag is '1', its cookie is cleared first, by
// an empty POST under /sxnmfw/ with a 30 s timeout (spec 7 and 9). It carries none of our headers (it is
// another system, and custom headers would need a CORS preflight) and its answer is not used.
import type { CallRoutes } from './call-route';
import { callRoutes } from './routes';
import { CLEAR_COOKIE_TIMEOUT_MS, OTHER_ADMIN_BASE } from './constants';
import { KEYS } from './keys';
import { createHttp, type TransportOptions } from './transport';

export interface ClearCookieOptions extends TransportOptions {
  catalogue?: CallRoutes;
}

/** Resolves true when the other system answered 2xx; never rejects (a failure must not block logout). */
export async function clearOtherAdminCookie(options: ClearCookieOptions = {}): Promise<boolean> {
  const def = (options.catalogue ?? callRoutes).get(KEYS.clearOtherAdminCookie);
  if (!def || !def.path.startsWith(`${OTHER_ADMIN_BASE}/`)) return false;
  const http = createHttp(OTHER_ADMIN_BASE, options, CLEAR_COOKIE_TIMEOUT_MS);
  try {
    const response = await http(def.path.slice(OTHER_ADMIN_BASE.length + 1), { method: def.method, body: '' });
    return response.ok;
  } catch {
    return false;
  }
}
