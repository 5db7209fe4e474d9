// What handlers receive: the validated body, the call, the resolved tenant, the logged-in principal, and
// the server's services. Routes register handlers by catalogue key (modules/<domain>/routes.ts).
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { CallDef, CallKey, CallOf, DomainKey, DomainName, RequestOf, ResponseOf } from '../../catalogue';
import type { Database, Db } from '../db';
import type { BlobStore } from '../storage';
import type { Clock } from './clock';
import type { InvalidationBus } from './invalidation';
import type { NonceStore } from './nonce-store';
import type { CounterStore } from './counter-store';
import type { AddressLimiter } from './address-limiter';
import { fail } from './errors';
import type { PaymentProvider } from './payment-provider';

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

/** Login tries allowed a minute, whatever their outcome (a throttle, not a lock). */
export interface LoginRate {
  perPhonePerMinute: number;
  perAddressPerMinute: number;
}

/** Services shared by plugins and modules; built once in app.ts. */
export interface Deps {
  db: Database;
  orm: Db;
  /** Uploaded file bytes (api/server/storage). */
  files: BlobStore;
  clock: Clock;
  log: FastifyBaseLogger;
  nonces: NonceStore;
  /** Login and SMS throttles (global counters, shared by every process). */
  counters: CounterStore;
  /** Unauthenticated calls per client address (this process). */
  addresses: AddressLimiter;
  /** Login tries a minute per phone and per client address, counted in `counters` (modules/acl/throttle.ts). */
  loginRate: LoginRate;
  bus: InvalidationBus;
  sms: SmsProvider;
  /** The online payment provider (built-in: the sandbox, modules/payment/sandbox). */
  pay: PaymentProvider;
  // Filled in by app.ts with the module services (typed where they are defined).
  services: Services;
}

/** The module services plugins and handlers may use. Core knows none of them: each module that offers
 * one adds it here from its own index.ts by declaration merging (`declare module '../../core' { interface
 * Services { ... } }`), and app.ts builds them. Core -> modules imports would be a cycle. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

export interface CallContext<B = unknown> {
  body: B;
  call: CallDef;
  tenant: Tenant | null;
  auth: Principal | null;
  req: FastifyRequest;
  reply: FastifyReply;
  deps: Deps;
}

/** What a handler of call K answers: the call's response (resultData), or, for a GET call answering raw
 * bytes (file.download), the reply it has sent itself. */
export type HandlerResult<K extends CallKey> = ResponseOf<K> | (CallOf<K>['method'] extends 'GET' ? FastifyReply : never);

/** The handler of call K: its body is the validated request of K, its answer must match K's response. */
export type Handler<K extends CallKey> = (ctx: CallContext<RequestOf<K>>) => Promise<HandlerResult<K>>;

/** Every call of domain D, each with its handler: a missing or unknown key does not compile. Write a
 * module's table as `{ ... } satisfies DomainHandlers<'item'>`. */
export type DomainHandlers<D extends DomainName> = { [K in DomainKey<D>]: Handler<K> };

/** The handler table as the server runs it (keys checked at compile time by DomainHandlers). */
export type AnyHandler = (ctx: CallContext<never>) => Promise<unknown>;
export type HandlerTable = Readonly<Record<string, AnyHandler>>;

export function tenantOf(ctx: Pick<CallContext<unknown>, 'tenant'>): Tenant {
  if (!ctx.tenant) throw fail('TENANT_UNKNOWN');
  return ctx.tenant;
}

export function principalOf(ctx: Pick<CallContext<unknown>, 'auth'>): Principal {
  if (!ctx.auth) throw fail('TOKEN_INVALID');
  return ctx.auth;
}
