// The shape of one call in the path catalogue. The catalogue is the only place a path is written: the
// client calls by key, the server registers its handler by key.
import type { JSONSchema } from './json-schema';

/** Who may make the call: anyone, any logged-in account, or an account holding this permission key
 * (a route name or button menu path from the menu registry). */
export type Permission = 'public' | 'login' | (string & { readonly __permission?: never });

export const PUBLIC = 'public' as const;
export const LOGIN = 'login' as const;

export interface CallDef {
  /** Stable name, "domain.verb", e.g. "acl.getPubKey". The last path segment matches the spec's name. */
  key: string;
  method: 'GET' | 'POST';
  /** Full path, under /scpr (or /sxnmfw for the other admin system). */
  path: string;
  permission: Permission;
  /** One line in Chinese: what the call does. */
  title: string;
  /** JSON Schema of the body (POST) or query (GET). May $ref entity schemas by $id. */
  request: JSONSchema;
  /** JSON Schema of resultData. */
  response: JSONSchema;
  /** Calls that must not go through anti-replay checks (e.g. a GET of a public file). */
  replayExempt?: boolean;
  /** A public call whose body an outside party signs (the payment provider's notification): not counted
   * against the anonymous rate of its address before the body is read; its handler counts only bodies
   * whose signature fails. */
  providerSigned?: boolean;
  /** Whether the call needs a resolved tenant (default 'required'). 'optional' calls also answer before a
   * tenant is chosen (tenant selection, code list); 'none' calls ignore tenants (the other admin system). */
  tenant?: 'required' | 'optional' | 'none';
  /** Spec 5: the call carries a password, sealed by the caller with the key of acl.getPubKey (wire.ts
   * SEALED says how). 'payload': the whole payload, stamped, travels sealed in the body field
   * SEALED.payloadField; 'password': only the SEALED.passwordField field is sealed, as the stamped JSON
   * {password}, the other fields travel as they are. The client seals by this flag; the server ignores it
   * (its handlers open exactly the field their request schema names). */
  encrypted?: 'payload' | 'password';
}

export const defineCall = <const T extends CallDef>(def: T): T => def;
