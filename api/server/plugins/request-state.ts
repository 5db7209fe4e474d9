// Per-request state the call pipeline (pipeline.ts) fills in order: the call, the tenant, the principal.
import type { FastifyRequest } from 'fastify';
import type { CallDef } from '../../catalogue';
import type { Principal, Tenant } from '../core';

export interface RequestState {
  call: CallDef;
  tenant: Tenant | null;
  auth: Principal | null;
  /** A read handler's nonce, being spent while the handler reads (pipeline.ts): the answer waits for it. */
  spending: Promise<void> | null;
  /** The response code sent (for the request log). */
  code: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    scpr: RequestState | null;
  }
  interface FastifyContextConfig {
    call?: CallDef;
  }
}

/** The state of a request that matched a catalogue route (null for unknown paths). */
export function stateOf(req: FastifyRequest): RequestState | null {
  return req.scpr;
}
