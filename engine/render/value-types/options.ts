// Where a field's choices come from: the code list (x-codeType, via the engine context), oneOf consts
// with titles, or a plain enum. Shared by select widgets, filters, enum cells and status tags.
import type { EntitySchema } from '../../schema/entity';
import type { CodeOption, EngineContext } from '../context';

export function optionsOf(schema: EntitySchema | undefined, codes: EngineContext['codes'], codeType?: string): readonly CodeOption[] {
  const type = codeType ?? (schema?.['x-codeType'] as string | undefined);
  if (type) return codes(type) ?? [];
  const s = schema?.type === 'array' && schema.items ? schema.items : schema;
  if (s?.oneOf?.every((o) => 'const' in o)) {
    return s.oneOf.map((o) => ({ value: o.const as CodeOption['value'], label: String(o.title ?? o.const) }));
  }
  if (s?.enum) return s.enum.map((v) => ({ value: v as CodeOption['value'], label: String(v) }));
  return [];
}

export const labelOf = (options: readonly CodeOption[], value: unknown): string | undefined =>
  options.find((o) => o.value === value || String(o.value) === String(value))?.label;

export const hasOptions = (schema: EntitySchema | undefined): boolean => {
  const s = schema?.type === 'array' && schema.items ? schema.items : schema;
  return !!(schema?.['x-codeType'] || s?.enum || s?.oneOf?.every((o) => 'const' in o));
};
