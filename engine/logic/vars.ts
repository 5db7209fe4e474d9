// Which scope paths an expression reads. The form subscribes only to those fields, and the checker
// verifies that each path starts at a known scope root.
import { isLogicObject, operatorOf } from './evaluate';
import type { Logic } from './types';

/** Operators whose second argument runs against each array item, not against the outer scope. */
const ITEM_SCOPED = new Set(['map', 'filter', 'all', 'some', 'none', 'reduce', 'sum']);

/** Every literal `var` path (and `missing` key) in the expression. Computed paths are skipped. */
export function varsOf(logic: Logic | undefined, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(logic)) {
    for (const item of logic) varsOf(item, out);
    return out;
  }
  if (!isLogicObject(logic)) return out;
  const op = operatorOf(logic)!;
  const raw = logic[op];
  const args: Logic[] = Array.isArray(raw) ? raw : [raw as Logic];
  if (op === 'var') {
    if (typeof args[0] === 'string' || typeof args[0] === 'number') out.add(String(args[0]));
    else varsOf(args[0], out);
    if (args.length > 1) varsOf(args[1], out);
    return out;
  }
  if (op === 'missing') {
    for (const a of args) {
      if (typeof a === 'string') out.add(a);
      else if (Array.isArray(a)) for (const k of a) if (typeof k === 'string') out.add(k);
    }
    return out;
  }
  if (op === 'object') {
    for (const v of Object.values((args[0] ?? {}) as Record<string, Logic>)) varsOf(v, out);
    return out;
  }
  if (ITEM_SCOPED.has(op)) {
    varsOf(args[0], out);
    if (op === 'reduce') varsOf(args[2], out);
    return out;
  }
  for (const a of args) varsOf(a, out);
  return out;
}

/** Every operator used in the expression, for the checker. */
export function operatorsOf(logic: Logic | undefined, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(logic)) {
    for (const item of logic) operatorsOf(item, out);
  } else if (isLogicObject(logic)) {
    const op = operatorOf(logic)!;
    out.add(op);
    const raw = logic[op];
    // `object`: its argument is a map of expressions, not an expression.
    if (op === 'object' && raw && typeof raw === 'object' && !Array.isArray(raw)) for (const v of Object.values(raw)) operatorsOf(v as Logic, out);
    else operatorsOf(raw, out);
  }
  return out;
}
