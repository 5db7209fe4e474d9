// Walks a call's request schema as the server validates it (entity references inlined, strings marked
// x-plain: api/server/entities.ts requestSchema) and yields every node with its JSON pointer. The bounds
// test and the fuzz test read the catalogue through it, so a call added tomorrow is covered too.
import type { CallDef } from '../../../api/catalogue';
import { requestSchema } from '../../../api/server/entities';

export type SchemaNode = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: unknown[];
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  title?: string;
};

export const typesOf = (n: SchemaNode): string[] => (n.type === undefined ? [] : Array.isArray(n.type) ? n.type : [n.type]);

/** A choice among fixed values (enum, const, or oneOf of consts): bounded by its values. */
export const isFixedChoice = (n: SchemaNode): boolean =>
  !!n.enum || n.const !== undefined || (!!n.oneOf && n.oneOf.every((o) => o.const !== undefined));

export function requestOf(call: CallDef): SchemaNode {
  return requestSchema(call.request) as SchemaNode;
}

/** Every node of a schema with its pointer ("/skus/[]/price"); combinator branches keep their parent's. */
export function* nodes(n: SchemaNode, path = ''): Generator<{ path: string; node: SchemaNode }> {
  yield { path, node: n };
  for (const [k, v] of Object.entries(n.properties ?? {})) yield* nodes(v, `${path}/${k}`);
  if (n.items && typeof n.items === 'object') yield* nodes(n.items, `${path}/[]`);
  for (const c of [n.oneOf, n.anyOf, n.allOf]) for (const v of c ?? []) if (v.const === undefined) yield* nodes(v, path);
  if (n.additionalProperties && typeof n.additionalProperties === 'object') yield* nodes(n.additionalProperties as SchemaNode, `${path}/*`);
}
