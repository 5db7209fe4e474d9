// The operators of our JSON-logic dialect. Lazy operators (if, and, or, map ...) receive unevaluated
// arguments and an evaluator; the rest evaluate their arguments first.
import type { Logic, Scope } from './types';
import { readPath as read, truthy } from './path';

type Evaluate = (logic: Logic | undefined, scope: Scope) => unknown;
export type Operator = (args: Logic[], scope: Scope, evaluate: Evaluate) => unknown;


/** Loose equality as JSON-logic defines it (the JavaScript == table), written out without `==`. */
export function looseEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined) return b === null || b === undefined;
  if (b === null || b === undefined) return false;
  if (typeof a === 'boolean') return looseEquals(Number(a), b);
  if (typeof b === 'boolean') return looseEquals(a, Number(b));
  if (typeof a === 'number' && typeof b === 'string') return b.trim() !== '' ? a === Number(b) : a === 0;
  if (typeof a === 'string' && typeof b === 'number') return looseEquals(b, a);
  if (typeof a === 'object' && typeof b !== 'object') return looseEquals(String(a), b);
  if (typeof b === 'object' && typeof a !== 'object') return looseEquals(a, String(b));
  return false;
}

const num = (v: unknown): number => Number(v);

/** Arithmetic results keep 15 significant digits, so binary noise never shows: 0.1 + 0.2 is 0.3, not
 * 0.30000000000000004 (money on screen; the server recomputes in integer fen and is the authority). */
export const tidy = (x: number): number => (Number.isFinite(x) ? Number(x.toPrecision(15)) : x);

/** Rounds half away from zero to `decimals` places, on the tidied value (1.005 -> 1.01, -2.5 -> -3). */
export function roundTo(x: number, decimals = 2, mode: 'round' | 'ceil' | 'floor' = 'round'): number {
  if (!Number.isFinite(x)) return x;
  const d = Math.max(0, Math.min(10, Math.trunc(decimals)));
  const scaled = tidy(Number(`${tidy(x)}e${d}`));
  const whole = mode === 'ceil' ? Math.ceil(scaled) : mode === 'floor' ? Math.floor(scaled) : Math.sign(scaled) * Math.round(Math.abs(scaled));
  return tidy(Number(`${whole}e-${d}`)) + 0; // + 0 turns -0 into 0
}

/** Evaluate every argument first, then apply. */
const eager =
  (fn: (values: unknown[]) => unknown): Operator =>
  (args, scope, evaluate) =>
    fn(args.map((a) => evaluate(a, scope)));

const compare = (ok: (a: number | string, b: number | string) => boolean): Operator =>
  eager((v) => {
    const pairs = v.length === 3 ? [[v[0], v[1]], [v[1], v[2]]] : [[v[0], v[1]]];
    return pairs.every(([a, b]) =>
      typeof a === 'string' && typeof b === 'string' ? ok(a, b) : ok(num(a), num(b)),
    );
  });

/** Array operators run their inner expression against each item as the scope (JSON-logic rule). */
const overArray =
  (fn: (items: unknown[], test: (item: unknown) => unknown) => unknown): Operator =>
  (args, scope, evaluate) => {
    const items = evaluate(args[0], scope);
    const list = Array.isArray(items) ? items : [];
    return fn(list, (item) => evaluate(args[1], item as Scope));
  };

export const OPERATORS: Record<string, Operator> = {
  var: (args, scope, evaluate) => {
    const path = evaluate(args[0], scope);
    const value = read(scope, path);
    return value === undefined && args.length > 1 ? evaluate(args[1], scope) : value;
  },
  if: (args, scope, evaluate) => {
    let i = 0;
    for (; i + 1 < args.length; i += 2) if (truthy(evaluate(args[i], scope))) return evaluate(args[i + 1], scope);
    return i < args.length ? evaluate(args[i], scope) : null;
  },
  '==': eager(([a, b]) => looseEquals(a, b)),
  '!=': eager(([a, b]) => !looseEquals(a, b)),
  '===': eager(([a, b]) => a === b),
  '!==': eager(([a, b]) => a !== b),
  '!': eager(([a]) => !truthy(a)),
  '!!': eager(([a]) => truthy(a)),
  and: (args, scope, evaluate) => {
    let last: unknown = true;
    for (const a of args) {
      last = evaluate(a, scope);
      if (!truthy(last)) return last;
    }
    return last;
  },
  or: (args, scope, evaluate) => {
    let last: unknown = false;
    for (const a of args) {
      last = evaluate(a, scope);
      if (truthy(last)) return last;
    }
    return last;
  },
  '<': compare((a, b) => a < b),
  '<=': compare((a, b) => a <= b),
  '>': compare((a, b) => a > b),
  '>=': compare((a, b) => a >= b),
  in: eager(([needle, hay]) =>
    Array.isArray(hay) ? hay.some((x) => x === needle) : typeof hay === 'string' ? hay.includes(String(needle)) : false,
  ),
  cat: eager((v) => v.map((x) => (x === null || x === undefined ? '' : String(x))).join('')),
  substr: eager(([s, start, len]) => {
    const str = String(s ?? '');
    const from = num(start) < 0 ? Math.max(0, str.length + num(start)) : num(start);
    if (len === undefined) return str.slice(from);
    const n = num(len);
    return n < 0 ? str.slice(from, str.length + n) : str.slice(from, from + n);
  }),
  '+': eager((v) => tidy(v.reduce<number>((s, x) => s + num(x), 0))),
  '*': eager((v) => tidy(v.reduce<number>((s, x) => s * num(x), 1))),
  '-': eager((v) => tidy(v.length === 1 ? -num(v[0]) : num(v[0]) - num(v[1]))),
  '/': eager(([a, b]) => tidy(num(a) / num(b))),
  '%': eager(([a, b]) => tidy(num(a) % num(b))),
  min: eager((v) => (v.length ? Math.min(...v.map(num)) : null)),
  max: eager((v) => (v.length ? Math.max(...v.map(num)) : null)),
  // Money and piece counts (trading screens): round half away from zero, ceil and floor, to `decimals`
  // places (default 2 for round, 0 for ceil and floor): { "round": [x, 2] }, { "ceil": [{ "/": [n, 10] }] }.
  round: eager(([x, d]) => roundTo(num(x), d === undefined ? 2 : num(d))),
  ceil: eager(([x, d]) => roundTo(num(x), d === undefined ? 0 : num(d), 'ceil')),
  floor: eager(([x, d]) => roundTo(num(x), d === undefined ? 0 : num(d), 'floor')),
  abs: eager(([x]) => Math.abs(num(x))),
  // The sum over an array of rows: { "sum": [{ "var": "form.lines" }, { "*": [{ "var": "price" }, { "var": "quantity" }] }] }
  // (the second argument runs against each row, as in map; without it the items themselves are summed).
  // Empty, missing and non-numeric entries count as 0, so a half-typed row does not blank the total.
  sum: (args, scope, evaluate) => {
    const items = evaluate(args[0], scope);
    let total = 0;
    for (const item of Array.isArray(items) ? items : []) {
      const n = num(args.length > 1 ? evaluate(args[1], item as Scope) : item);
      if (Number.isFinite(n)) total = tidy(total + n);
    }
    return total;
  },
  merge: eager((v) => v.flatMap((x) => (Array.isArray(x) ? x : [x]))),
  map: overArray((items, f) => items.map(f)),
  filter: overArray((items, f) => items.filter((x) => truthy(f(x)))),
  all: overArray((items, f) => items.length > 0 && items.every((x) => truthy(f(x)))),
  some: overArray((items, f) => items.some((x) => truthy(f(x)))),
  none: overArray((items, f) => !items.some((x) => truthy(f(x)))),
  // An object built from expressions, e.g. in a map: `{ "object": { "value": { "var": "id" }, "label": { "var": "name" } } }`
  // (a literal object of several keys is returned as it is, unevaluated).
  object: (args, scope, evaluate) => {
    const spec = args[0];
    if (!spec || typeof spec !== 'object' || Array.isArray(spec)) return {};
    return Object.fromEntries(Object.entries(spec).map(([k, v]) => [k, evaluate(v as never, scope)]));
  },
  reduce: (args, scope, evaluate) => {
    const items = evaluate(args[0], scope);
    let acc = evaluate(args[2], scope);
    for (const current of Array.isArray(items) ? items : []) acc = evaluate(args[1], { current, accumulator: acc });
    return acc;
  },
};

// `missing` and `missing_some` need the scope, so they are defined apart from the eager helpers.
OPERATORS.missing = (args, scope, evaluate) => {
  const values = args.map((a) => evaluate(a, scope));
  const keys = Array.isArray(values[0]) ? (values[0] as unknown[]) : values;
  return keys.filter((k) => {
    const v = read(scope, k);
    return v === undefined || v === null || v === '';
  });
};
OPERATORS.missing_some = (args, scope, evaluate) => {
  const need = num(evaluate(args[0], scope));
  const keys = evaluate(args[1], scope);
  const list = Array.isArray(keys) ? keys : [];
  const missing = list.filter((k) => {
    const v = read(scope, k);
    return v === undefined || v === null || v === '';
  });
  return list.length - missing.length >= need ? [] : missing;
};
OPERATORS['?:'] = OPERATORS.if!;

/** Operator names, for the checker. */
export const OPERATOR_NAMES: readonly string[] = Object.keys(OPERATORS);
