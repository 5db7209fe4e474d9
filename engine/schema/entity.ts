// Entities (schemas/entities/*.json) are the one definition of fields. Screens name a property; this
// module finds it, with $refs to other entities inlined, so forms, lists, details and the build all
// see the same resolved field schema (its hash keys the precompiled validator).
export type EntitySchema = {
  $id?: string;
  type?: string | string[];
  title?: string;
  properties?: Record<string, EntitySchema>;
  required?: string[];
  items?: EntitySchema;
  enum?: unknown[];
  oneOf?: EntitySchema[];
  const?: unknown;
  format?: string;
  $ref?: string;
  definitions?: Record<string, EntitySchema>;
  [keyword: string]: unknown;
};
export type Entities = Readonly<Record<string, EntitySchema>>;

function pointerGet(root: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return root;
  let cur = root;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** Inlines every $ref ("other#/properties/x", "#/definitions/y", "other") of a schema. Siblings of a
 * $ref are kept and win over the target (a local title beside a shared definition). */
export function resolveRefs(schema: EntitySchema, entities: Entities, baseId = schema.$id ?? '', seen: string[] = []): EntitySchema {
  const walk = (node: unknown, base: string, stack: string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, base, stack));
    if (node === null || typeof node !== 'object') return node;
    const rec = node as Record<string, unknown>;
    let out: Record<string, unknown> = {};
    if (typeof rec.$ref === 'string') {
      const [file = '', fragment = ''] = rec.$ref.split('#');
      const targetId = file || base;
      const key = `${targetId}#${fragment}`;
      if (stack.includes(key)) throw new Error(`循环引用：${[...stack, key].join(' -> ')}`);
      const doc = entities[targetId];
      const target = doc === undefined ? undefined : pointerGet(doc, fragment);
      if (target === undefined) throw new Error(`引用不存在：${rec.$ref}`);
      out = { ...(walk(target, targetId, [...stack, key]) as Record<string, unknown>) };
      delete out.$id;
    }
    for (const [k, v] of Object.entries(rec)) {
      if (k === '$ref') continue;
      out[k] = k === 'definitions' ? v : walk(v, base, stack);
    }
    return out;
  };
  return walk(schema, baseId, seen) as EntitySchema;
}

/** The resolved entity (all $refs inlined, without definitions and $id): what forms are built from. */
export function resolveEntity(id: string, entities: Entities): EntitySchema {
  const entity = entities[id];
  if (!entity) throw new Error(`实体不存在：${id}`);
  const { definitions: _definitions, $id: _id, $schema: _schema, ...rest } = resolveRefs(entity, entities, id);
  return rest;
}

/** The schema of a (dotted) field path in a resolved entity, through objects and array items. */
export function fieldSchema(entity: EntitySchema, path: string): EntitySchema | undefined {
  let cur: EntitySchema | undefined = entity;
  for (const key of path.split('.')) {
    while (cur && cur.type === 'array' && cur.items) cur = cur.items;
    cur = cur?.properties?.[key];
    if (!cur) return undefined;
  }
  return cur;
}

/** The Chinese label of a field: its title, else the last path segment. */
export const fieldTitle = (entity: EntitySchema, path: string): string =>
  fieldSchema(entity, path)?.title ?? path.split('.').pop() ?? path;
