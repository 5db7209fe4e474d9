// Where a field's choices come from: the code list (x-codeType, via the engine context), oneOf consts
// with titles, or a plain enum. Shared by select widgets, filters, enum cells and status tags.
import type { EntitySchema } from '../../schema/entity';
import type { CodeOption, EngineContext } from '../context';

export function optionsOf(schema: EntitySchema | undefined, codes: EngineContext['codes'], codeType?: string): readonly CodeOption[] {
  const type = codeType ?? (schema?.['x-codeType'] as string | undefined);
  const s = schema?.type === 'array' && schema.items ? schema.items : schema;
  if (type) {
    const list = codes(type) ?? [];
    return s?.type === 'integer' || s?.type === 'number' ? numeric(list) : list;
  }
  if (s?.oneOf?.every((o) => 'const' in o)) {
    return s.oneOf.map((o) => ({ value: o.const as CodeOption['value'], label: String(o.title ?? o.const) }));
  }
  if (s?.enum) return s.enum.map((v) => ({ value: v as CodeOption['value'], label: String(v) }));
  return [];
}

/** A code list's values are text on the wire ('5'); a number field (评分 1-5) chooses numbers, so its
 * value passes the field's own type check and reaches the server as the number it is. Cached per list, so a
 * list keeps its identity between renders. */
const asNumbers = new WeakMap<readonly CodeOption[], readonly CodeOption[]>();
function numeric(list: readonly CodeOption[]): readonly CodeOption[] {
  let out = asNumbers.get(list);
  if (!out) {
    out = list.map((o) => (typeof o.value === 'string' && o.value.trim() !== '' && Number.isFinite(Number(o.value)) ? { ...o, value: Number(o.value) } : o));
    asNumbers.set(list, out);
  }
  return out;
}

export const labelOf = (options: readonly CodeOption[], value: unknown): string | undefined =>
  options.find((o) => o.value === value || String(o.value) === String(value))?.label;

export const hasOptions = (schema: EntitySchema | undefined): boolean => {
  const s = schema?.type === 'array' && schema.items ? schema.items : schema;
  return !!(schema?.['x-codeType'] || s?.enum || s?.oneOf?.every((o) => 'const' in o));
};
