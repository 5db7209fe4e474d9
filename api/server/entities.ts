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

// enum and type repeat the referenced constraint (harmless) so a missing choice reads 请选择, not 请输入.
const ANNOTATIONS = ['title', 'x-messages', 'x-codeType', 'x-widget', 'enum', 'type'] as const;

/** A copy of a request schema where each `$ref` to an entity field also carries that field's title and
 * message annotations. Validation is unchanged; the Chinese message for a missing field ("请输入手机号码")
 * needs the title beside the $ref, because Ajv reports `required` on the parent object. */
export function annotateRefs<T>(schema: T): T {
  const byId = new Map(entitySchemas().map((s) => [(s as { $id: string }).$id, s as { properties?: Record<string, Record<string, unknown>> }]));
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v);
    const ref = out.$ref;
    const m = typeof ref === 'string' ? /^([\w-]+)#\/properties\/(\w+)$/.exec(ref) : null;
    const field = m ? byId.get(m[1]!)?.properties?.[m[2]!] : undefined;
    if (field) for (const a of ANNOTATIONS) if (field[a] !== undefined && out[a] === undefined) out[a] = field[a];
    return out;
  };
  return walk(schema) as T;
}
