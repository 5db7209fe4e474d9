// The one mapping of a unique violation (SQLSTATE 23505): a concurrent insert won the race after our own
// check, or a name is taken. The caller says which Chinese conflict it is.

/** Whether `e` (or an error it wraps: Drizzle wraps the driver's) is a unique violation. */
export function isUniqueViolation(e: unknown): boolean {
  for (let cur = e as { code?: string; cause?: unknown } | undefined; cur; cur = cur.cause as typeof cur) if (cur.code === '23505') return true;
  return false;
}

/** Runs `work`; a unique violation becomes `conflict()` (e.g. `() => fail('CONFLICT', '名称已存在')`), any
 * other error passes through. */
export async function uniqueOr<T>(work: () => Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict();
    throw e;
  }
}
