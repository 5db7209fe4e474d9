// Authentication (login_token header) and permission: a call marked 'login' needs a valid access token
// of the resolved tenant; a call with a permission key also needs that key among the account's
// effective permissions (spec section 6), read fresh after every role change.
import type { IncomingHttpHeaders } from 'node:http';
import { HEADERS } from '../../catalogue';
import { fail, type Deps } from '../core';
import type { RequestState } from './request-state';

/** Fills state.auth from the request's token (before the permission check, so a refusal is logged with
 * its account); throws the spec's code when the token is missing or invalid or lacks the permission. */
export async function authenticate(headers: IncomingHttpHeaders, state: RequestState, permission: string, deps: Deps): Promise<void> {
  const token = headers[HEADERS.token];
  if (typeof token !== 'string' || token.length === 0 || token.length > 256) throw fail('TOKEN_INVALID');
  const tenant = state.tenant;
  if (!tenant) throw fail('TENANT_UNKNOWN');
  const principal = (state.auth = await deps.services.sessions.authenticate(tenant.tntId, token));
  if (permission !== 'login' && !(await deps.services.perms.has(tenant.tntId, principal.accountId, permission))) throw fail('FORBIDDEN');
}
