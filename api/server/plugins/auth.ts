// Authentication (login_token header) and permission: a call marked 'login' needs a valid access token
// of the resolved tenant; a call with a permission key also needs that key among the account's
// effective permissions (spec section 6), read fresh after every role change.
import type { FastifyInstance } from 'fastify';
import { HEADERS } from '../../catalogue';
import { fail, type Deps } from '../core';
import { stateOf } from './request-state';

export function authentication(app: FastifyInstance, deps: Deps): void {
  app.addHook('onRequest', async (req) => {
    const state = stateOf(req);
    if (!state || state.call.permission === 'public') return;
    const token = req.headers[HEADERS.token];
    if (typeof token !== 'string' || token.length === 0 || token.length > 256) throw fail('TOKEN_INVALID');
    const tenant = state.tenant;
    if (!tenant) throw fail('TENANT_UNKNOWN');
    state.auth = await deps.services.sessions.authenticate(tenant.tntId, token);
    if (state.call.permission === 'login') return;
    const allowed = await deps.services.perms.has(tenant.tntId, state.auth.accountId, state.call.permission);
    if (!allowed) throw fail('FORBIDDEN');
  });
}
