// Validates screen files against the meta-schema and turns Ajv's errors into one readable line per
// problem: alternatives (anyOf) are reported once, not once per branch, and if/then noise is dropped.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { screenMetaSchema } from '../meta-schema';
import type { CheckError } from './types';

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  // Build-time only (Node): compiling is fine here; the browser never validates screen files.
  compiled ??= new Ajv({ allErrors: true, verbose: true, strict: true, strictTypes: false, allowUnionTypes: true }).compile(screenMetaSchema);
  return compiled;
}

function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return `unknown property "${String(p.additionalProperty)}"`;
    case 'required':
      return `missing required property "${String(p.missingProperty)}"`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'propertyNames':
      return `property name "${String(p.propertyName)}" is not allowed`;
    case 'anyOf': {
      const title = (e.parentSchema as { title?: string } | undefined)?.title;
      return title ? `is not a valid ${title}` : 'does not match any allowed form';
    }
    default:
      return e.message ?? 'is invalid';
  }
}

export function checkShape(file: string, json: unknown): CheckError[] {
  const validate = validator();
  if (validate(json)) return [];
  const errors = validate.errors ?? [];
  // Alternatives (anyOf): the branches whose type does not fit say nothing useful. If the branch that fits
  // has its own, deeper errors, those explain the problem; otherwise one line names what was expected.
  const anyOfAt = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const branchNoise = (e: ErrorObject) => anyOfAt.has(e.instancePath) && ['type', 'enum', 'const'].includes(e.keyword);
  const base = errors.filter((e) => e.keyword !== 'if' && !e.schemaPath.includes('/propertyNames/') && !branchNoise(e));
  const explained = (path: string) =>
    base.some((e) => e.keyword !== 'anyOf' && (e.instancePath === path || e.instancePath.startsWith(`${path}/`)));
  const kept = base.filter((e) => e.keyword !== 'anyOf' || !explained(e.instancePath));
  const out = new Map<string, CheckError>();
  for (const e of kept) {
    const pointer =
      e.keyword === 'additionalProperties'
        ? `${e.instancePath}/${String((e.params as { additionalProperty: string }).additionalProperty)}`
        : e.keyword === 'propertyNames'
          ? `${e.instancePath}/${String((e.params as { propertyName: string }).propertyName)}`
          : e.instancePath;
    const message = describe(e);
    const key = `${pointer} ${message}`;
    if (!out.has(key)) out.set(key, { file, pointer, message });
  }
  return [...out.values()];
}
