// The rejection every failed call ends with: {code, msg} as docs/contracts.md section 4 promises the engine.

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The response code (spec 8), or timeout / network / http<status> / unknown-key. */
    readonly code: string,
    /** The text shown (or that would have been shown). */
    readonly msg: string,
    /** The envelope's detail, when there was one. */
    readonly detail?: unknown,
    /** True when the user has already been told (toast or alert): callers need not say it again. */
    readonly shown = false,
  ) {
    super(`${code}: ${msg}`);
  }
}
