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
