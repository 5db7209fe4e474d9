// api/catalogue: every call of the product, the one place where a path is written.
import type { CallDef } from './types';
import { acl } from './acl';
import { addressCalls } from './address';
import { cart } from './cart';
import { freight } from './freight';
import { paytypeCalls } from './paytype';
import { file } from './file';
import { guide } from './guide';
import { item } from './item';
import { mall } from './mall';
import { news } from './news';
import { notice } from './notice';
import { shortcut } from './shortcut';
import { sxnmfw } from './sxnmfw';
import { tenant } from './tenant';
import { user } from './user';

export * from './types';
export * from './errors';
export * from './wire';
export type { JSONSchema } from './json-schema';

/** Every call, in domain order. Domain files add themselves here. */
export const catalogue: readonly CallDef[] = [...acl, ...user, ...tenant, ...mall, ...notice, ...shortcut, ...guide, ...sxnmfw, ...item, ...file, ...news, ...cart, ...addressCalls, ...paytypeCalls, ...freight];

export const callByKey: ReadonlyMap<string, CallDef> = new Map(catalogue.map((c) => [c.key, c]));
