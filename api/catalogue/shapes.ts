// JSON Schema helpers and the response shapes several domains share (spec section 3).
import type { JSONSchema } from './json-schema';

/** A $ref to an entity field: ref('account', 'phone') -> { $ref: 'account#/properties/phone' }. */
export const ref = (entity: string, field: string): JSONSchema => ({ $ref: `${entity}#/properties/${field}` });

/** A closed object: only the listed properties, the required ones first in the list. */
export const obj = (properties: Record<string, JSONSchema>, required: string[] = []): JSONSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

/** An open object (responses may grow fields without breaking callers). */
export const open = (properties: Record<string, JSONSchema>, required: string[] = []): JSONSchema => ({
  type: 'object',
  properties,
  required,
});

export const str: JSONSchema = { type: 'string' };
export const int: JSONSchema = { type: 'integer' };
export const bool: JSONSchema = { type: 'boolean' };
export const nul: JSONSchema = { type: 'null' };
export const strOrNull: JSONSchema = { type: ['string', 'null'] };
export const list = (items: JSONSchema): JSONSchema => ({ type: 'array', items });
export const empty: JSONSchema = obj({});

/** Tenant fields many payloads carry (the tenant itself is resolved from the headers). */
export const tenantEcho = {
  tntId: ref('tenant', 'tntId'),
  tntid: ref('tenant', 'tntId'),
  idytpCd: ref('tenant', 'idytpCd'),
};

export const tokenDTO: JSONSchema = open(
  { access_token: str, refresh_token: str, expired: int, seqNo: str },
  ['access_token', 'refresh_token', 'expired', 'seqNo'],
);

export const roleBO: JSONSchema = open({ roleId: str, roleNm: str, roleCode: str }, ['roleId', 'roleNm']);

export const menuEntry: JSONSchema = open(
  {
    menuId: str, menuNm: str, menuPath: str, parentMenuId: str, menuOrderno: int, menuType: str, type: int,
    menuSort: int, defMenu: int, belong: str, webUrl: str, embedWay: str, meta: { type: 'object' },
  },
  ['menuId', 'menuNm', 'menuPath', 'parentMenuId', 'menuOrderno', 'menuType', 'type', 'defMenu', 'belong'],
);

/** User info of spec section 3 (session state). */
export const loginUser: JSONSchema = open(
  {
    userId: str, username: str, phone: str, creNo: str, userIcon: str,
    accountId: str, accountType: { type: 'integer', enum: [1, 2] }, isTnt: bool,
    company: { type: ['object', 'null'] }, companyId: strOrNull, companyNm: strOrNull,
    userAuthStatus: str, entAuthStatus: strOrNull, roleList: list(roleBO),
    tntId: str, idytpCd: str,
  },
  ['userId', 'username', 'accountId', 'accountType', 'isTnt', 'company', 'companyId', 'companyNm',
    'userAuthStatus', 'entAuthStatus', 'roleList', 'tntId', 'idytpCd'],
);

export const loginAhrBO: JSONSchema = open({ menus: list(menuEntry), roleBOS: list(roleBO) }, ['menus', 'roleBOS']);

/** Login, unify login and account switch answer with this (spec section 3). */
export const loginResult: JSONSchema = open({ loginUser, tokenDTO, loginAhrBO }, ['loginUser', 'tokenDTO', 'loginAhrBO']);

export const paramItem: JSONSchema = open({ paramNo: str, paramValue: str }, ['paramNo', 'paramValue']);
