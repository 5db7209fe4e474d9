// Values the caches hand to many callers are frozen, all the way down, so that no caller can change what
// the next one is given; and a value known to be frozen all the way down can be serialized once
// (plugins/envelope.ts keeps the bytes of such an answer's envelope).

/** Every value deepFreeze() has frozen all the way down (a value frozen by someone else may not be). */
const deep = new WeakSet<object>();

/** Freezes a value and everything in it. Dates are frozen as objects, but their setters still work: a
 * cached Date must not be set (none is: rows are read, not edited). */
export function deepFreeze<T>(v: T): T {
  if (v === null || typeof v !== 'object' || deep.has(v)) return v;
  Object.freeze(v);
  if (Array.isArray(v)) for (const x of v) deepFreeze(x);
  else if (!(v instanceof Date)) for (const x of Object.values(v)) deepFreeze(x);
  deep.add(v);
  return v;
}

/** Whether deepFreeze() froze `v` all the way down. */
export const isDeepFrozen = (v: unknown): boolean => v !== null && typeof v === 'object' && deep.has(v);
