// Errors a handler throws: a name from the one table (api/catalogue/errors.ts), optionally a more precise
// Chinese message and a detail. The envelope plugin turns them into {code, msg, detail?, resultData}.
import { ERRORS, type ErrorName } from '../../catalogue';

export type { ErrorName };

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(
    readonly errorName: ErrorName,
    msg?: string,
    readonly detail?: unknown,
  ) {
    super(msg ?? ERRORS[errorName].msg);
    this.code = ERRORS[errorName].code;
    this.status = ERRORS[errorName].status;
  }
}

export const fail = (name: ErrorName, msg?: string, detail?: unknown): AppError => new AppError(name, msg, detail);
