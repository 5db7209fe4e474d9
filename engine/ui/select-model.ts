// The pure part of the select: which options a keyword shows, where the arrow keys and type-ahead move
// the active option, and whether an option is chosen. Kept apart so it is tested without a DOM.

export type OptionValue = string | number | boolean;

export interface Option {
  value: OptionValue;
  label: string;
  disabled?: boolean;
}

/** Values compare as strings too: a code list answers '1' where a form holds 1. */
export const sameValue = (a: unknown, b: unknown): boolean => a === b || (a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b));

export const isChosen = (value: unknown, option: Option): boolean =>
  Array.isArray(value) ? value.some((v) => sameValue(v, option.value)) : sameValue(value, option.value);

/** Options whose label holds the keyword (case-insensitive, spaces around it ignored). */
export function filterOptions(options: readonly Option[], keyword: string): readonly Option[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return options;
  return options.filter((o) => o.label.toLowerCase().includes(k));
}

/** The next enabled option from `from` in direction `step` (1 / -1), wrapping; -1 when none is enabled. */
export function moveActive(options: readonly Option[], from: number, step: 1 | -1): number {
  const n = options.length;
  for (let i = 1; i <= n; i++) {
    const at = (((from + step * i) % n) + n) % n;
    if (!options[at]!.disabled) return at;
  }
  return -1;
}

/** The first enabled option from the start (step 1) or the end (step -1). */
export const edgeActive = (options: readonly Option[], step: 1 | -1): number => moveActive(options, step === 1 ? -1 : options.length, step);

/**
 * Type-ahead (as a native select does): the first enabled option after the active one whose label starts
 * with the typed prefix; a prefix of one repeated character cycles through the options starting with it.
 */
export function typeAhead(options: readonly Option[], active: number, prefix: string): number {
  const p = prefix.toLowerCase();
  if (!p) return active;
  const cycling = [...p].every((c) => c === p[0]);
  const wanted = cycling ? p[0]! : p;
  const n = options.length;
  // A longer prefix may still match the active option; a single character moves past it.
  const start = wanted.length > 1 ? 0 : 1;
  for (let i = start; i < n + start; i++) {
    const at = (Math.max(active, 0) + i) % n;
    const o = options[at]!;
    if (!o.disabled && o.label.toLowerCase().startsWith(wanted)) return at;
  }
  return active;
}

/** Toggles an option in a multiple value; an empty result is undefined (nothing chosen). */
export function toggleValue(value: readonly OptionValue[] | undefined, option: OptionValue): OptionValue[] | undefined {
  const list = value ?? [];
  const next = list.some((v) => sameValue(v, option)) ? list.filter((v) => !sameValue(v, option)) : [...list, option];
  return next.length ? next : undefined;
}
