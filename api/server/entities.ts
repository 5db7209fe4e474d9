// The entity schemas of schemas/entities, loaded once: request validation refers to them by $id.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnySchema } from 'ajv';

export const ENTITIES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schemas', 'entities');

let cached: AnySchema[] | null = null;

export function entitySchemas(): AnySchema[] {
  cached ??= readdirSync(ENTITIES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(ENTITIES_DIR, f), 'utf8')) as AnySchema);
  return cached;
}

type Node = Record<string, unknown>;

/** A copy of a request schema with every `$ref` to an entity ("goods#/properties/skus", or a whole
 * "goods") replaced by the entity's definition, the referring node's own keywords winning. Validation is
 * unchanged, but every node now carries its title and message annotations (the Chinese message of a
 * missing field, "请输入手机号码", needs the title beside the property, because Ajv reports `required` on
 * the parent object), and the whole schema can be walked: the bounds test and the fuzz test read it. */
export function annotateRefs<T>(schema: T): T {
  const byId = new Map(entitySchemas().map((s) => [(s as { $id: string }).$id, s as Node]));
  const target = (ref: string): Node | undefined => {
    const m = /^([\w-]+)(?:#\/properties\/(\w+))?$/.exec(ref);
    const entity = m ? byId.get(m[1]!) : undefined;
    if (!entity || !m) return undefined;
    if (!m[2]) {
      const { $id: _id, ...rest } = entity;
      return rest;
    }
    return (entity.properties as Record<string, Node> | undefined)?.[m[2]];
  };
  const walk = (node: unknown, depth: number): unknown => {
    if (depth > 32) throw new Error('entity references nest too deep');
    if (Array.isArray(node)) return node.map((n) => walk(n, depth));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...own } = node as Node;
    const out: Node = {};
    const base = typeof $ref === 'string' ? target($ref) : undefined;
    if (typeof $ref === 'string' && !base) out.$ref = $ref;
    if (base) Object.assign(out, walk(base, depth + 1));
    for (const [k, v] of Object.entries(own)) out[k] = walk(v, depth);
    return out;
  };
  return walk(schema, 0) as T;
}

const isString = (n: Node): boolean => n.type === 'string' || (Array.isArray(n.type) && n.type.includes('string'));

/** The request schema the server validates with: entity references inlined (annotateRefs), items of a
 * list titled as their list, and every string marked `x-plain`, so no control character (U+0000 above all, which PostgreSQL refuses)
 * and no lone surrogate (ill-formed UTF-16: PostgreSQL refuses it in jsonb, turns it into U+FFFD in text) reaches
 * a handler (issue 13, item 3). The bounds test (tests/api/request-bounds.test.ts) walks this schema. */
export function requestSchema<T>(schema: T): T {
  const mark = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(mark);
    if (!node || typeof node !== 'object') return node;
    const out: Node = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === 'enum' || k === 'const' || k === 'default' || k === 'examples' ? v : mark(v);
    if (isString(out) && out['x-plain'] === undefined) out['x-plain'] = true;
    // An item of a list is named by the list's title ("配送地区格式不正确"), never by its index.
    const items = out.items as Node | undefined;
    if (items && typeof items === 'object' && !Array.isArray(items) && items.title === undefined && typeof out.title === 'string') items.title = out.title;
    return out;
  };
  return mark(annotateRefs(schema)) as T;
}
