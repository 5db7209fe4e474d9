// Build time: Ajv standalone code for every sub-schema of an entity that a form may validate or rjsf
// may ask about (properties at any depth, array items, oneOf/anyOf/allOf options), keyed by rjsf's
// schema hash. The browser imports this code instead of compiling: no eval, no new Function (CSP).
import standaloneCode from 'ajv/dist/standalone/index.js';
import { hashForSchema } from '@rjsf/utils';
import { resolveEntity, type EntitySchema, type Entities } from '../schema/entity';
import { createAjv } from '../validation/ajv';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every field schema of the entity and every nested schema rjsf can hand to a validator. The entity
 * itself is left out: forms validate field by field (their required list is the screen's). */
export function collectSchemas(entity: EntitySchema): EntitySchema[] {
  const out: EntitySchema[] = [];
  const visit = (s: unknown) => {
    if (!isNode(s)) return;
    out.push(s as EntitySchema);
    if (isNode(s.properties)) Object.values(s.properties).forEach(visit);
    if (isNode(s.items)) visit(s.items);
    for (const k of ['oneOf', 'anyOf', 'allOf'] as const) if (Array.isArray(s[k])) (s[k] as unknown[]).forEach(visit);
    for (const k of ['if', 'then', 'else', 'not'] as const) visit(s[k]);
  };
  if (isNode(entity.properties)) Object.values(entity.properties).forEach(visit);
  return out;
}

/** Turns `require("x")` in Ajv's generated code into ES imports that work under Vite and Node alike. */
export function requiresToImports(code: string, resolveSpecifier: (specifier: string) => string): string {
  const names = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_m, spec: string) => {
    if (!names.has(spec)) names.set(spec, `__mod${names.size}`);
    return names.get(spec)!;
  });
  // A CommonJS module's namespace differs between bundlers and Node: normalise to its exports object.
  const header = [
    'const __cjs = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);',
    ...[...names].map(([spec, name], i) => `import * as __ns${i} from ${JSON.stringify(resolveSpecifier(spec))};\nconst ${name} = __cjs(__ns${i});`),
  ];
  return `${header.join('\n')}\n${body.replace(/^"use strict";/, '')}`;
}

export interface ValidatorModule {
  code: string;
  /** How many validators (distinct schemas) the module holds. */
  count: number;
}

/** ES module source: `export default { [schemaHash]: validate }` for one entity. */
export function entityValidatorsCode(id: string, entities: Entities, resolveSpecifier: (specifier: string) => string): ValidatorModule {
  const entity = resolveEntity(id, entities);
  const ajv = createAjv({ ajv: { code: { source: true, esm: true, lines: false } } });
  const exports: Record<string, string> = {};
  const seen = new Set<string>();
  for (const schema of collectSchemas(entity)) {
    const hash = hashForSchema(schema as never);
    if (seen.has(hash)) continue;
    seen.add(hash);
    ajv.addSchema(schema, hash);
    exports[`v${seen.size}`] = hash;
  }
  const code = requiresToImports(standaloneCode(ajv, exports), resolveSpecifier);
  const map = Object.entries(exports).map(([name, hash]) => `${JSON.stringify(hash)}: ${name}`).join(', ');
  return { code: `${code}\nexport default { ${map} };\n`, count: seen.size };
}
