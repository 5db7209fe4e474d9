// The per-request chain of every catalogue call, attached to its route when the route is registered
// (any route whose config names a call, so the bench's extra routes get it too). One onRequest step runs,
// in this order: the anti-replay window and header shapes (nothing stored), tenant resolution,
// authentication + permission (or, for a public call, the client address's rate), and only then the
// nonce is spent in its tenant, so a refused request stores nothing (issue 13 item 2). A read handler
// (core/read-handler.ts: it can only read its tenant) starts while its nonce is spent, and its answer
// waits for the outcome (app.ts); every other handler starts once the nonce is spent. What depends only
// on the call (exempt from anti-replay? tenant needed? permission) is decided once, at registration; a
// preValidation step validates the body. Unknown paths run none of it.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { HEADERS, type CallDef } from '../../catalogue';
import { fail, NO_TENANT_SCOPE, type Deps } from '../core';
import { readStamp, spendNonce } from './anti-replay';
import { authenticate } from './auth';
import type { RequestState } from './request-state';
import { resolveTenant } from './tenant';
import { MULTIPART_CALLS } from './multipart-calls';
import { validatorHook } from './validation';

export interface PipelineOptions {
  validators: Map<string, ValidateFunction>;
  defaultTntId?: string | undefined;
  /** Whether the call's handler is a read handler (core/read-handler.ts). */
  readsOnly: (key: string) => boolean;
}

/** Public calls from one address past its rate (core/address-limiter.ts). */
export const ANON_TOO_MANY = '访问过于频繁，请稍后再试';

/** Whether a public call past its address's rate carries a valid token: a signed-in person browsing
 * public pages behind a shared address is not refused (only checked past the rate, so the usual public
 * call costs no token lookup). */
async function signedIn(headers: FastifyRequest['headers'], state: RequestState, deps: Deps): Promise<boolean> {
  const token = headers[HEADERS.token];
  if (!state.tenant || typeof token !== 'string' || token.length === 0 || token.length > 256) return false;
  try {
    await deps.services.sessions.authenticate(state.tenant.tntId, token);
    return true;
  } catch {
    return false;
  }
}

const ignore = () => {};

function guardFor(call: CallDef, deps: Deps, defaultTntId: string | undefined, readsOnly: boolean) {
  const replay = !call.replayExempt;
  const tenantMode = call.tenant;
  const permission = call.permission;
  const counted = !call.providerSigned;
  return async function guard(req: FastifyRequest): Promise<void> {
    const state: RequestState = { call, tenant: null, auth: null, spending: null, code: undefined };
    req.scpr = state;
    const headers = req.headers;
    const stamp = replay ? readStamp(headers, deps.clock.now()) : null;
    if (tenantMode !== 'none') {
      state.tenant = await resolveTenant(req, deps, defaultTntId);
      if (!state.tenant && tenantMode !== 'optional') throw fail('TENANT_UNKNOWN');
    }
    if (permission !== 'public') await authenticate(headers, state, permission, deps);
    else if (counted && !deps.addresses.allow(req.ip) && !(await signedIn(headers, state, deps))) throw fail('TOO_MANY', ANON_TOO_MANY);
    if (!stamp) return;
    const spending = spendNonce(deps, state.tenant?.tntId ?? NO_TENANT_SCOPE, stamp);
    if (!readsOnly) return spending;
    // Observed now so that an answer sent before it settles (a body that fails validation) leaves no
    // unhandled rejection; the handler's wrapper awaits the promise itself.
    spending.catch(ignore);
    state.spending = spending;
  };
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function callPipeline(app: FastifyInstance, deps: Deps, o: PipelineOptions): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const call = route.config?.call;
    if (!call) return;
    route.onRequest = [guardFor(call, deps, o.defaultTntId, o.readsOnly(call.key)) as onRequestHookHandler, ...list(route.onRequest)];
    // A multipart body is read and validated in its own scope (multipart.ts).
    const validate = MULTIPART_CALLS.has(call.key) ? undefined : o.validators.get(call.key);
    if (validate) route.preValidation = [validatorHook(validate) as preValidationHookHandler, ...list(route.preValidation)];
  });
}
