// What handlers receive: the validated body, the call, the resolved tenant, the logged-in principal, and
// the server's services. Routes register handlers by catalogue key (modules/<domain>/routes.ts).
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { CallDef } from '../../catalogue';
import type { Database, Db } from '../db';
import type { Clock } from './clock';
import type { InvalidationBus } from './invalidation';
import type { NonceStore } from './nonce-store';
import { fail } from './errors';
import type { PaymentProvider } from './payment-provider';
import type { TenantDirectory } from '../modules/tenant/directory';
import type { SessionService } from '../modules/acl/session-service';
import type { KeyService } from '../modules/acl/key-service';
import type { PermissionService } from '../modules/permission/service';

export interface Tenant {
  tntId: string;
  idytpCd: string;
  industryName: string;
  tntName: string;
  systemName: string;
  introduction: string;
  tag: string;
  indexType: string;
  hostLevel: string;
  generalLogin: boolean;
  isUnify: boolean;
  selectable: boolean;
  sort: number;
}

/** The logged-in account behind a valid access token. */
export interface Principal {
  tntId: string;
  sessionId: string;
  familyId: string;
  accountId: string;
  personId: string;
  accountType: number;
  companyId: string | null;
  isTnt: boolean;
  accessExpiresAt: number;
}

/** The built-in SMS provider writes to the log; a real one sends. */
export interface SmsProvider {
  send(message: { tntId: string; phone: string; code: string; opeType: string }): Promise<void>;
}

/** Services shared by plugins and modules; built once in app.ts. */
export interface Deps {
  db: Database;
  orm: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  nonces: NonceStore;
  bus: InvalidationBus;
  sms: SmsProvider;
  /** The online payment provider (built-in: the sandbox, modules/payment/sandbox). */
  pay: PaymentProvider;
  // Filled in by app.ts with the module services (typed where they are defined).
  services: Services;
}

/** The module services every handler may use (type-only imports: no cycle at run time). */
export interface Services {
  tenants: TenantDirectory;
  sessions: SessionService;
  keys: KeyService;
  perms: PermissionService;
}

export interface CallContext<B = Record<string, unknown>> {
  body: B;
  call: CallDef;
  tenant: Tenant | null;
  auth: Principal | null;
  req: FastifyRequest;
  reply: FastifyReply;
  deps: Deps;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Handler = (ctx: CallContext<any>) => Promise<unknown>;
export type HandlerTable = Record<string, Handler>;

export function tenantOf(ctx: CallContext<unknown>): Tenant {
  if (!ctx.tenant) throw fail('TENANT_UNKNOWN');
  return ctx.tenant;
}

export function principalOf(ctx: CallContext<unknown>): Principal {
  if (!ctx.auth) throw fail('TOKEN_INVALID');
  return ctx.auth;
}
