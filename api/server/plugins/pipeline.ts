// The per-request chain of every catalogue call, attached to its route when the route is registered
// (any route whose config names a call, so the bench's extra routes get it too). One onRequest step runs
// anti-replay, tenant resolution and authentication + permission in that order, with what depends only
// on the call (exempt from anti-replay? tenant needed? permission) decided once, at registration; a
// preValidation step validates the body. Unknown paths run none of it.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';
import type { ValidateFunction } from 'ajv';
import type { CallDef } from '../../catalogue';
import { fail, type Deps } from '../core';
import { checkReplay } from './anti-replay';
import { authenticate } from './auth';
import type { RequestState } from './request-state';
import { resolveTenant } from './tenant';
import { MULTIPART_CALLS } from './multipart-calls';
import { validatorHook } from './validation';

export interface PipelineOptions {
  validators: Map<string, ValidateFunction>;
  defaultTntId?: string | undefined;
}

function guardFor(call: CallDef, deps: Deps, defaultTntId: string | undefined) {
  const replay = !call.replayExempt;
  const tenantMode = call.tenant;
  const permission = call.permission;
  return async function guard(req: FastifyRequest): Promise<void> {
    const state: RequestState = { call, tenant: null, auth: null, code: undefined };
    req.scpr = state;
    const headers = req.headers;
    if (replay) await checkReplay(headers, deps);
    if (tenantMode !== 'none') {
      state.tenant = await resolveTenant(req, deps, defaultTntId);
      if (!state.tenant && tenantMode !== 'optional') throw fail('TENANT_UNKNOWN');
    }
    if (permission !== 'public') await authenticate(headers, state, permission, deps);
  };
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function callPipeline(app: FastifyInstance, deps: Deps, o: PipelineOptions): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const call = route.config?.call;
    if (!call) return;
    route.onRequest = [guardFor(call, deps, o.defaultTntId) as onRequestHookHandler, ...list(route.onRequest)];
    // A multipart body is read and validated in its own scope (multipart.ts).
    const validate = MULTIPART_CALLS.has(call.key) ? undefined : o.validators.get(call.key);
    if (validate) route.preValidation = [validatorHook(validate) as preValidationHookHandler, ...list(route.preValidation)];
  });
}
