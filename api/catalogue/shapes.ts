// JSON Schema helpers and the response shapes several domains share (spec section 3).
// Every helper keeps its literal type (const type parameters), so json-schema-to-ts derives the request
// and response types from these very values (typing.ts); `ref` is checked against schemas/entities.
import type { JSONSchema } from './json-schema';
import type { EntitySchemas } from './gen/entities';

export type EntityId = keyof EntitySchemas;
export type FieldOf<E extends EntityId> = EntitySchemas[E] extends { readonly properties: infer P } ? keyof P & string : never;

/** A $ref to an entity field: ref('account', 'phone') -> { $ref: 'account#/properties/phone' }. The
 * compiler refuses an entity or field that schemas/entities does not have. */
export const ref = <const E extends EntityId, const F extends FieldOf<E>>(entity: E, field: F) =>
  ({ $ref: `${entity}#/properties/${field}` }) as { readonly $ref: `${E}#/properties/${F}` };

type Props = Record<string, JSONSchema>;

type Keys<P> = readonly (keyof P & string)[];
type Closed<P, R> = { readonly type: 'object'; readonly properties: P; readonly required: R; readonly additionalProperties: false };

/** A closed object: only the listed properties, the required ones first in the list. */
export function obj<const P extends Props>(properties: P): Closed<P, readonly []>;
export function obj<const P extends Props, const R extends Keys<P>>(properties: P, required: R): Closed<P, R>;
export function obj(properties: Props, required: readonly string[] = []) {
  return { type: 'object', properties, required, additionalProperties: false };
}

/** An open object (responses may grow fields without breaking callers). Its type says
 * `additionalProperties: false` on purpose: at run time a caller tolerates more fields, but the compiler
 * knows only the listed ones, so a handler cannot answer a field the catalogue does not name. */
export function open<const P extends Props>(properties: P): Closed<P, readonly []>;
export function open<const P extends Props, const R extends Keys<P>>(properties: P, required: R): Closed<P, R>;
export function open(properties: Props, required: readonly string[] = []) {
  return { type: 'object', properties, required };
}

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const bool = { type: 'boolean' } as const;
export const nul = { type: 'null' } as const;
export const strOrNull = { type: ['string', 'null'] } as const;
export const list = <const I extends JSONSchema>(items: I) => ({ type: 'array', items }) as const;
export const empty = obj({});

/** Tenant fields many payloads carry (the tenant itself is resolved from the headers). */
export const tenantEcho = {
  tntId: ref('tenant', 'tntId'),
  tntid: ref('tenant', 'tntId'),
  idytpCd: ref('tenant', 'idytpCd'),
};

export const tokenDTO = open(
  { access_token: str, refresh_token: str, expired: int, seqNo: str },
  ['access_token', 'refresh_token', 'expired', 'seqNo'],
);

export const roleBO = open({ roleId: str, roleNm: str, roleCode: str }, ['roleId', 'roleNm']);

export const menuEntry = open(
  {
    menuId: str, menuNm: str, menuPath: str, parentMenuId: str, menuOrderno: int, menuType: str, type: int,
    menuSort: int, defMenu: int, belong: str, webUrl: str, embedWay: str, meta: { type: 'object' },
  },
  ['menuId', 'menuNm', 'menuPath', 'parentMenuId', 'menuOrderno', 'menuType', 'type', 'defMenu', 'belong'],
);

/** User info of spec section 3 (session state). */
export const loginUser = open(
  {
    userId: str, username: str, phone: str, creNo: str, userIcon: str,
    accountId: str, accountType: { type: 'integer', enum: [1, 2] }, isTnt: bool,
    company: { type: ['object', 'null'], properties: { companyId: str, companyNm: str, entAuthStatus: str }, required: ['companyId', 'companyNm', 'entAuthStatus'], additionalProperties: false }, companyId: strOrNull, companyNm: strOrNull,
    userAuthStatus: str, entAuthStatus: strOrNull, roleList: list(roleBO),
    tntId: str, idytpCd: str,
  },
  ['userId', 'username', 'accountId', 'accountType', 'isTnt', 'company', 'companyId', 'companyNm',
    'userAuthStatus', 'entAuthStatus', 'roleList', 'tntId', 'idytpCd'],
);

export const loginAhrBO = open({ menus: list(menuEntry), roleBOS: list(roleBO) }, ['menus', 'roleBOS']);

/** Login, unify login and account switch answer with this (spec section 3). */
export const loginResult = open({ loginUser, tokenDTO, loginAhrBO }, ['loginUser', 'tokenDTO', 'loginAhrBO']);

export const paramItem = open({ paramNo: str, paramValue: str }, ['paramNo', 'paramValue']);
