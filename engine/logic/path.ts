// Reading values by dotted path, and JSON-logic truthiness: shared by the evaluator and the engine.

/** JSON-logic truthiness: like JavaScript, except that an empty array is false. */
export const truthy = (v: unknown): boolean => (Array.isArray(v) ? v.length > 0 : !!v);

/** Reads a dotted path ("row.id", "selection.0.id") from data; "" (or nothing) is the data itself. */
export function readPath(data: unknown, path: unknown): unknown {
  if (path === '' || path === null || path === undefined) return data;
  let cur: unknown = data;
  for (const key of String(path).split('.')) {
    // Own properties only: a path never reaches prototype members such as constructor or __proto__.
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}
